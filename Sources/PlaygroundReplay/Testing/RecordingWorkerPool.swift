import Foundation
import PlaygroundSessions
import SheetFiles

#if canImport(Glibc)
  import Glibc
#endif

/// `playground test --jobs N`: N worker processes (this executable, `test --worker`), each
/// given one recording at a time on its stdin and answering with one JSON line
/// (``RecordingTestWorker``); the outcomes are recorded in the order of the recordings, so
/// the output, the JUnit file and the report are those of one job.
///
/// Processes rather than threads: the engine, its views and the replay are main-actor code
/// with process-wide state (the SDL library, fonts, the animation clock), so a second replay
/// in the same process would have to share them. A process each keeps every replay what it
/// is with one job, costs a start-up per worker (not per recording), and a crash takes down
/// one worker and is reported, not the run.
@MainActor
enum RecordingWorkerPool {
  private final class Worker {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    var buffer: [UInt8] = []
    /// The index of the recording it is running, nil when idle or done.
    var job: Int?
    var open = true
    var inputOpen = true
    var cleanupSlot: Int?

    /// The next whole line the worker wrote, without its newline; nil until one is complete.
    func takeLine() -> Data? {
      guard let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      let line = Data(buffer[..<newline])
      buffer.removeSubrange(...newline)
      return line
    }

    func closeInput() {
      guard inputOpen else { return }
      inputOpen = false
      try? input.fileHandleForWriting.close()
    }
  }

  /// Runs `recordings` (path and name, in order) on `jobs` workers started as
  /// `executable arguments`; `record` hears each outcome in order. A recording that could not
  /// run stops the run there as it would with one job (the outcomes before it recorded).
  static func run(
    executable: String, arguments: [String], jobs: Int,
    recordings: [(path: String, name: String)],
    record: (RecordingOutcome) throws -> Void
  ) throws {
    // A worker that dies must surface as its recording's error, not kill us with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    var workers: [Worker] = []
    defer { stop(workers) }
    for _ in 0..<jobs {
      workers.append(try startWorker(executable: executable, arguments: arguments))
    }
    let queue = JobQueue(recordings: recordings)
    workers.forEach(queue.assign)
    var finished: [Int: RecordingOutcome] = [:]
    var recorded = 0
    // Workers show no progress of their own; the run's is how many recordings are done.
    let progress = ProgressLine()
    defer { progress.finish() }
    while recorded < recordings.count {
      progress.update(
        "test: \(recorded) of \(recordings.count) recordings done, \(jobs) at a time")
      for (worker, outcome) in try answers(from: workers, recordings: recordings) {
        finished[outcome.number - 1] = outcome
        queue.assign(worker)
      }
      while let outcome = finished.removeValue(forKey: recorded) {
        if let message = outcome.error {
          if outcome.errorIsUsage { throw UsageError(message) }
          throw RecordingWorkerFailure(description: message)
        }
        progress.finish()
        try record(outcome)
        recorded += 1
      }
    }
  }

  /// One worker process, started and registered for cleanup on an interrupt.
  private static func startWorker(executable: String, arguments: [String]) throws -> Worker {
    let worker = Worker()
    worker.process.executableURL = URL(fileURLWithPath: executable)
    worker.process.arguments = arguments
    worker.process.standardInput = worker.input
    worker.process.standardOutput = worker.output
    do {
      try worker.process.run()
    } catch {
      throw RecordingWorkerFailure(
        description: "test --jobs: cannot start a worker (\(executable)): \(error)")
    }
    worker.cleanupSlot = InterruptCleanup.registerChild(worker.process.processIdentifier)
    return worker
  }

  /// Hands out the recordings in order, one per idle worker; a worker with none left is
  /// told so by its stdin closing.
  private final class JobQueue {
    let recordings: [(path: String, name: String)]
    let encoder = JSONEncoder()
    var next = 0

    init(recordings: [(path: String, name: String)]) {
      self.recordings = recordings
    }

    func assign(_ worker: Worker) {
      guard next < recordings.count else {
        worker.closeInput()
        worker.job = nil
        return
      }
      let (path, name) = recordings[next]
      var line =
        (try? encoder.encode(RecordingJob(number: next + 1, path: path, name: name))) ?? Data()
      line.append(UInt8(ascii: "\n"))
      worker.job = next
      next += 1
      try? worker.input.fileHandleForWriting.write(contentsOf: line)
    }
  }

  /// Waits up to 200 ms for the workers' answers and returns every whole one, with the
  /// worker that gave it; a worker that ends while it holds a recording fails the run.
  private static func answers(
    from workers: [Worker], recordings: [(path: String, name: String)]
  ) throws -> [(Worker, RecordingOutcome)] {
    let live = workers.filter(\.open)
    var fds = live.map {
      pollfd(fd: $0.output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
    }
    guard !fds.isEmpty else {
      throw RecordingWorkerFailure(description: "test --jobs: every worker ended early")
    }
    let ready = poll(&fds, nfds_t(fds.count), 200)
    if ready < 0, errno == EINTR { return [] }
    var answers: [(Worker, RecordingOutcome)] = []
    for (worker, fd) in zip(live, fds) where fd.revents != 0 {
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = read(fd.fd, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        worker.open = false
        if let job = worker.job {
          worker.process.waitUntilExit()
          throw RecordingWorkerFailure(
            description: "test --jobs: the worker replaying \(recordings[job].path) ended "
              + "(\(ending(of: worker.process))) before answering")
        }
        continue
      }
      worker.buffer += chunk[..<count]
      while let line = worker.takeLine() {
        answers.append((worker, try outcome(line, of: recordings.count)))
      }
    }
    return answers
  }

  /// A worker's answer line as an outcome of one of `count` recordings.
  private static func outcome(_ line: Data, of count: Int) throws -> RecordingOutcome {
    guard let outcome = try? JSONDecoder().decode(RecordingOutcome.self, from: line),
      outcome.number >= 1, outcome.number <= count
    else {
      throw RecordingWorkerFailure(
        description: "test --jobs: a worker answered with something else than a result: "
          + DiagnosticText.line(String(decoding: line.prefix(200), as: UTF8.self)))
    }
    return outcome
  }

  /// How a worker's process ended, for the message.
  private static func ending(of process: Process) -> String {
    process.terminationReason == .uncaughtSignal
      ? "signal \(process.terminationStatus)" : "exit \(process.terminationStatus)"
  }

  /// Ends the workers: those done have closed stdin and exit by themselves; one still running
  /// (a run that stopped on an error) is stopped.
  private static func stop(_ workers: [Worker]) {
    for worker in workers {
      worker.closeInput()
      if worker.job != nil, worker.process.isRunning {
        kill(worker.process.processIdentifier, SIGTERM)
      }
    }
    for worker in workers {
      worker.process.waitUntilExit()
      InterruptCleanup.unregisterChild(worker.cleanupSlot)
    }
  }
}
