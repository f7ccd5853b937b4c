import Foundation

/// Runs a real JSON Schema validator (Debian's python3-jsonschema, Draft 2020-12) over
/// instances, for the tests that keep a generated schema (the tuning's, the scene's) and the
/// strict parser made from the same source in agreement.
package enum JSONSchemaCheck {
  /// Why the validator could not run.
  package struct Unavailable: Error, CustomStringConvertible {
    package var description: String
  }

  /// One verdict per instance, in order: "valid" or the validator's first error on one line.
  /// `schema` is the schema's text; the schema itself is checked against the meta-schema.
  package static func verdicts(schema: String, instances: [String]) throws -> [String] {
    let folder = NSTemporaryDirectory() + "json-schema-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try schema.write(toFile: "\(folder)/schema.json", atomically: true, encoding: .utf8)
    for (index, text) in instances.enumerated() {
      try text.write(toFile: "\(folder)/\(index).json", atomically: true, encoding: .utf8)
    }
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1] + "/schema.json"))
      jsonschema.Draft202012Validator.check_schema(schema)
      validator = jsonschema.Draft202012Validator(schema)
      for index in range(int(sys.argv[2])):
          errors = list(validator.iter_errors(json.load(open(f"{sys.argv[1]}/{index}.json"))))
          print("valid" if not errors else errors[0].message.replace("\\n", " "))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, folder, String(instances.count)]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Unavailable(
        description: "python3-jsonschema is needed (apt install python3-jsonschema)")
    }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}
