import SheetPlayback

/// The report's HTML: plain HTML and CSS with a few lines of JavaScript (the slider between
/// expected and actual, and a `data-images` attribute on the body once every image loaded,
/// which scripts and tests read), nothing fetched from the network.
enum ReportPage {
  static func page(passed: Int, failed: Int, sections: [String]) -> String {
    let status = failed > 0 ? "fail" : "pass"
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>playground test: \(passed) passed, \(failed) failed</title>
      <style>\(style)</style>
      </head>
      <body data-images="pending">
      <header class="\(status)"><h1>playground test</h1>
      <p class="totals"><span class="passed">\(passed) passed</span>
      <span class="failed">\(failed) failed</span> <span>\(passed + failed) recordings</span></p>
      </header>
      <main>
      \(sections.joined(separator: "\n"))
      </main>
      <script>\(script)</script>
      </body>
      </html>

      """
  }

  package static func section(
    _ testCase: ReportCase, strip: [(name: String, frame: Int, file: String, failed: Bool)],
    evidence: ReportEvidence?
  ) -> String {
    let escape = HTMLText.escape
    let passed = evidence == nil
    var out =
      "<section id=\"\(HTMLReport.anchor(testCase.name))\" class=\"\(passed ? "pass" : "fail")\">"
      + "<h2><span class=\"badge\">\(passed ? "PASS" : "FAIL")</span> \(escape(testCase.name))</h2>"
      + "<p class=\"path\">\(escape(testCase.path)) · \(testCase.recording.frameCount) frames · "
      + "\(String(format: "%.2f", testCase.seconds)) s</p>"
    if let message = testCase.verdict.failureMessage {
      let lines = [message] + testCase.verdict.detailLines
      out +=
        "<ul class=\"behaviour\">"
        + lines.map { "<li>\(escape($0))</li>" }.joined() + "</ul>"
    }
    out += filmStrip(strip)
    if let evidence { out += failure(evidence, testCase: testCase) }
    return out + "</section>"
  }

  private static func filmStrip(
    _ strip: [(name: String, frame: Int, file: String, failed: Bool)]
  ) -> String {
    guard !strip.isEmpty else { return "" }
    return "<div class=\"strip\">"
      + strip.map { frame in
        "<figure class=\"\(frame.failed ? "failed" : "")\"><img src=\"\(HTMLText.escape(frame.file))\" "
          + "alt=\"\(HTMLText.escape(frame.name))\"><figcaption>\(HTMLText.escape(frame.name))"
          + " · frame \(frame.frame)</figcaption></figure>"
      }.joined() + "</div>"
  }

  private static func failure(_ evidence: ReportEvidence, testCase: ReportCase) -> String {
    let escape = HTMLText.escape
    var out = ""
    if let images = evidence.images {
      out +=
        "<h3>Frames: \(escape(evidence.caption ?? ""))</h3><div class=\"frames\">"
        + "<figure><div class=\"compare\"><img src=\"\(escape(images.expected))\" alt=\"expected\">"
        + "<div class=\"over\"><img src=\"\(escape(images.actual))\" alt=\"actual\"></div></div>"
        + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" class=\"slider\" "
        + "aria-label=\"expected to actual\"><figcaption>expected | actual (drag)</figcaption>"
        + "</figure>"
        + "<figure><img src=\"\(escape(images.expected))\" alt=\"expected\">"
        + "<figcaption>expected</figcaption></figure>"
        + "<figure><img src=\"\(escape(images.actual))\" alt=\"actual\">"
        + "<figcaption>actual</figcaption></figure>"
        + "<figure><img src=\"\(escape(images.difference))\" alt=\"difference\">"
        + "<figcaption>difference: how much each pixel changed</figcaption>"
        + legend() + "</figure></div>"
      if let summary = evidence.differenceSummary {
        out += "<p class=\"note difference-summary\">\(escape(summary))</p>"
      }
    }
    out += filmstrip(evidence.filmstrip)
    out += "<h3>The interaction, as expected and as it now runs</h3>"
    if let animation = evidence.animation {
      out +=
        "<figure class=\"animation\"><img src=\"\(escape(animation))\" "
        + "alt=\"expected and this run, animated\"><figcaption>expected | this run</figcaption>"
        + "</figure>"
    }
    out += "<p class=\"note\">\(escape(evidence.animationNote))</p>"
    if !evidence.releases.isEmpty { out += metricTable(evidence.releases) }
    out += "<h3>Motion</h3><p class=\"note\">\(escape(evidence.plotCaption))</p>" + evidence.plot
    if let open = testCase.openCommand {
      out += "<h3>Open it</h3><pre class=\"open\"><code>\(escape(open))</code></pre>"
    }
    if let accept = testCase.acceptCommand {
      out +=
        "<h3>Accept this run</h3><p class=\"note\">If this run is the new intended behaviour, "
        + "this command rewrites this recording alone (no other file) from this run; it then "
        + "passes. Accepting changes: "
        + escape(
          testCase.acceptChanges.isEmpty
            ? "nothing" : testCase.acceptChanges.joined(separator: "; "))
        + ".</p><pre class=\"accept\"><code>\(escape(accept))</code></pre>"
    }
    return out
  }

  /// The difference image's scale: the colours of a change of 1 to 255 levels (the largest
  /// difference of red, green and blue), logarithmic.
  private static func legend() -> String {
    let gradient = DifferenceImage.stops.map { stop in
      "rgb(\(Int(stop.colour.0)),\(Int(stop.colour.1)),\(Int(stop.colour.2))) "
        + "\(Int(stop.level * 100))%"
    }.joined(separator: ",")
    let labels = DifferenceImage.legendStops.map { stop in
      "<span style=\"left:\(String(format: "%.1f", stop.level * 100))%\">\(stop.change)</span>"
    }.joined()
    return "<div class=\"legend\" title=\"a pixel's change: the largest difference of its red, "
      + "green and blue, 0 to 255 levels, on a logarithmic scale; unchanged pixels are grey\">"
      + "<div class=\"ramp\" style=\"background:linear-gradient(to right,\(gradient))\"></div>"
      + "<div class=\"ticks\">\(labels)</div><div class=\"legend-note\">levels changed (of 255); "
      + "grey: unchanged</div></div>"
  }

  /// Both runs' frames around the first difference, half size, expected above this run.
  private static func filmstrip(_ frames: [ReportEvidence.StripFrame]) -> String {
    guard !frames.isEmpty else { return "" }
    let escape = HTMLText.escape
    var out =
      "<h3>Frames around the first difference</h3><div class=\"filmstrip\">"
      + "<div class=\"rowlabels\"><span>expected</span><span>this run</span></div>"
    for frame in frames {
      let classes = [frame.first ? "first" : "", frame.differs ? "differs" : ""]
        .filter { !$0.isEmpty }.joined(separator: " ")
      out +=
        "<figure class=\"\(classes)\"><img src=\"\(escape(frame.expected))\" alt=\"expected, frame "
        + "\(frame.frame)\"><img src=\"\(escape(frame.actual))\" alt=\"this run, frame \(frame.frame)\">"
        + "<figcaption>frame \(frame.frame)\(frame.first ? " (first difference)" : "")"
        + "\(frame.differs ? "" : " · same")</figcaption></figure>"
    }
    return out + "</div>"
  }

  /// The metrics that changed beyond their tolerance, then every metric with its exact
  /// values one click away.
  private static func metricTable(
    _ releases: [(label: String, rows: [ReleaseMetricsComparison.Row])]
  ) -> String {
    let escape = HTMLText.escape
    func value(_ shown: String, _ exact: String, _ unit: String) -> String {
      "<td title=\"exact: \(escape(exact))\">\(escape(shown + (shown == "(none)" ? "" : unit)))</td>"
    }
    var changed = ""
    var all = ""
    for release in releases {
      for (index, row) in release.rows.enumerated() {
        let unit = row.unit.isEmpty ? "" : " " + row.unit
        let cells =
          "<td>\(escape(row.name))</td>" + value(row.expected, row.exactExpected, unit)
          + value(row.actual, row.exactActual, unit) + "<td>\(escape(row.tolerance))</td>"
        if row.differs {
          changed += "<tr class=\"differs\"><th>\(escape(release.label))</th>" + cells + "</tr>"
        }
        all +=
          "<tr class=\"\(row.differs ? "differs" : "")\">"
          + (index == 0
            ? "<th rowspan=\"\(release.rows.count)\">\(escape(release.label))</th>" : "")
          + "<td>\(escape(row.name))</td><td>\(escape(row.exactExpected))</td>"
          + "<td>\(escape(row.exactActual))</td><td>\(escape(row.tolerance))</td></tr>"
      }
    }
    let head =
      "<thead><tr><th>release</th><th>metric</th><th>expected</th><th>actual</th>"
      + "<th>tolerance</th></tr></thead>"
    var out =
      "<h3>Release metrics</h3><p class=\"note\">A metric changed when the two runs differ by "
      + "more than its tolerance (half a unit of its last shown digit); hover a value for its "
      + "exact figure.</p>"
    out +=
      changed.isEmpty
      ? "<p class=\"note\">No metric changed beyond its tolerance.</p>"
      : "<table class=\"metrics\">\(head)<tbody>\(changed)</tbody></table>"
    return out
      + "<details class=\"exact\"><summary>Every metric, exact values</summary>"
      + "<table class=\"metrics\">\(head)<tbody>\(all)</tbody></table></details>"
  }

  private static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f5f5f7}
    header{padding:16px 24px;color:#fff;background:#2b8a3e}header.fail{background:#c92a2a}
    h1{margin:0;font-size:20px}.totals span{margin-right:16px;font-weight:600}
    main{padding:8px 24px}section{background:#fff;border-radius:8px;margin:16px 0;padding:12px 16px}
    section.fail{border-left:6px solid #c92a2a}section.pass{border-left:6px solid #2b8a3e}
    h2{font-size:16px;margin:4px 0}.badge{font-size:12px;padding:2px 6px;border-radius:4px;
    color:#fff;background:#2b8a3e}.fail .badge{background:#c92a2a}.path{color:#666;margin:2px 0}
    .behaviour{font-family:ui-monospace,monospace;font-size:13px;background:#fff5f5;padding:8px 24px}
    .strip{display:flex;gap:8px;overflow-x:auto;padding:4px 0}
    .strip figure{margin:0;flex:none}.strip img{width:130px;display:block;border:1px solid #ccc}
    .strip figure.failed img{border:2px solid #c92a2a}figcaption{font-size:12px;color:#555}
    .frames{display:flex;gap:12px;flex-wrap:wrap}.frames figure{margin:0}
    .frames img{width:195px;display:block;border:1px solid #ccc}
    .compare{position:relative;width:195px}.compare .over{position:absolute;top:0;left:0;
    width:50%;height:100%;overflow:hidden;border-right:2px solid #e8590c}
    .compare .over img{width:195px;max-width:none}.slider{width:195px}
    table.metrics{border-collapse:collapse}table.metrics td,table.metrics th{border:1px solid #ddd;
    padding:2px 8px;text-align:left}tr.differs td{background:#fff3bf;font-weight:600}
    .plot{background:#fff;font-size:11px}.plot .frame{fill:none;stroke:#ccc}
    .plot .release{stroke:#868e96;stroke-dasharray:2 3}.note{color:#555}
    pre.open,pre.accept{background:#f1f3f5;padding:8px;overflow-x:auto}
    pre.accept{border-left:4px solid #2b8a3e}
    .legend{width:195px;font-size:11px;color:#555}.legend .ramp{height:10px;border:1px solid #ccc}
    .legend .ticks{position:relative;height:14px}.legend .ticks span{position:absolute;
    transform:translateX(-50%)}.legend-note{margin-top:2px}
    .filmstrip{display:flex;gap:6px;overflow-x:auto;padding:4px 0;align-items:flex-start}
    .filmstrip figure{margin:0;flex:none;display:flex;flex-direction:column;gap:2px}
    .filmstrip img{width:98px;display:block;border:1px solid #ccc}
    .filmstrip figure.differs img{border-color:#e8590c}
    .filmstrip figure.first img{border:2px solid #c92a2a}
    .filmstrip .rowlabels{display:flex;flex-direction:column;font-size:12px;color:#555;
    flex:none}.filmstrip .rowlabels span{height:213px;writing-mode:vertical-rl;
    transform:rotate(180deg);text-align:center}
    .animation{margin:0}.animation img{width:394px;border:1px solid #ccc;display:block}
    details.exact{margin-top:6px}
    """

  private static let script = """
    document.querySelectorAll('.compare').forEach(function (box) {
      var slider = box.parentNode.querySelector('.slider');
      slider.addEventListener('input', function () {
        box.querySelector('.over').style.width = slider.value + '%';
      });
    });
    window.addEventListener('load', function () {
      var images = Array.prototype.slice.call(document.images);
      var broken = images.filter(function (i) { return !(i.complete && i.naturalWidth > 0); });
      document.body.setAttribute('data-images', broken.length === 0 ? 'loaded' : 'broken');
      document.body.setAttribute('data-image-count', String(images.length));
      document.body.setAttribute('data-broken-images',
        broken.map(function (i) { return i.getAttribute('src'); }).join(' '));
    });
    """
}
