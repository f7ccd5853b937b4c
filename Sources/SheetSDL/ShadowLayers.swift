import Foundation

/// The layer geometry that approximates a Gaussian-blurred shadow.
///
/// A Gaussian blur of a rect's edge fades as `alpha * Φ(-d / σ)` with the distance `d`
/// outside the edge. That profile is approximated by `n` concentric expanded copies of
/// the shape, each with alpha `alpha / n`, so the alphas sum to the shadow colour's
/// alpha where all overlap. Layer `k` (1-based, largest first) is expanded by
/// `-σ Φ⁻¹((k - ½) / n)`, where the profile crosses the middle of step `k`.
///
/// `σ` is taken to be `CALayer.shadowRadius` in points: a shadow radius `r` matches a
/// CSS/Sketch blur of `2r`, whose Gaussian standard deviation is `r`.
enum ShadowLayers {
  /// At most this many layers, reached at a σ of 8 px.
  static let maximumLayerCount = 16

  /// Expansions in units of σ, largest first, for each layer count 1...maximum.
  private static let expansions: [[Double]] = (1...maximumLayerCount).map { count in
    (1...count).map { layer in
      -inverseNormalCDF((Double(layer) - 0.5) / Double(count))
    }
  }

  /// The number of layers for a blur of `sigmaPixels`: two per pixel of σ, so each step
  /// of the profile is at most a few pixels wide, and one plain fill for a hard shadow.
  static func layerCount(sigmaPixels: Double) -> Int {
    guard sigmaPixels.isFinite, sigmaPixels >= 0.25 else { return 1 }
    return min(maximumLayerCount, Int((2 * sigmaPixels).rounded(.up)))
  }

  /// Expansion of layer `index` (0-based, largest first) of `count`, in units of σ.
  static func expansion(layer index: Int, of count: Int) -> Double {
    expansions[count - 1][index]
  }

  /// Φ⁻¹ by bisection on `erfc`; only evaluated for the table entries above.
  static func inverseNormalCDF(_ probability: Double) -> Double {
    var low = -10.0
    var high = 10.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if 0.5 * erfc(-middle / 2.0.squareRoot()) < probability {
        low = middle
      } else {
        high = middle
      }
    }
    return (low + high) / 2
  }
}
