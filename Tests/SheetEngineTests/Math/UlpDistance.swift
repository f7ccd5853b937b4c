/// How many doubles lie between a and b (0 when equal, 1 for neighbours, +0 and -0 equal,
/// two NaNs equal, a NaN and a number Int.max): the measure the accuracy tests bound.
func ulpDistance(_ a: Double, _ b: Double) -> Int {
  if a.isNaN || b.isNaN { return a.isNaN && b.isNaN ? 0 : Int.max }
  let distance = orderedBits(a).subtractingReportingOverflow(orderedBits(b))
  return distance.overflow ? Int.max : Int(distance.partialValue.magnitude)
}

/// The bits of x as an integer that orders like x (negatives mirrored below zero).
private func orderedBits(_ x: Double) -> Int64 {
  let bits = Int64(bitPattern: x.bitPattern)
  return bits < 0 ? Int64.min &- bits : bits
}

/// The largest distance found over a grid, where, and how many points were over 1 ulp.
struct UlpSurvey: CustomStringConvertible {
  private(set) var points = 0
  private(set) var worst = 0
  private(set) var worstInput: [Double] = []
  private(set) var overOne = 0
  private(set) var exactlyOne = 0

  mutating func record(_ ours: Double, _ reference: Double, at input: Double...) {
    points += 1
    let distance = ulpDistance(ours, reference)
    if distance == 1 { exactlyOne += 1 }
    if distance > 1 { overOne += 1 }
    if distance > worst {
      worst = distance
      worstInput = input
    }
  }

  var description: String {
    "\(points) points, \(exactlyOne) at 1 ulp, \(overOne) over 1 ulp, worst \(worst) ulp at "
      + "\(worstInput)"
  }
}

/// `count` points spread evenly over lower...upper, both ends included.
func grid(_ lower: Double, _ upper: Double, count: Int) -> [Double] {
  (0..<count).map { lower + (upper - lower) * Double($0) / Double(count - 1) }
}
