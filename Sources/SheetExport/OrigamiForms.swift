/// Origami's Pop Animation springs, converted as Facebook's Rebound converts them (Rebound
/// was written to match Origami's Pop Animation; docs/MOTION.md, "Springs in designers'
/// tools"): `BouncyConversion` maps bounciness and speed to Origami's tension and friction
/// values, and `OrigamiValueConverter` maps those to a spring of mass 1 with stiffness
/// (Rebound's tension) and damping (its friction). React Native's `SpringConfig`
/// (`fromBouncinessAndSpeed`) is the same code.
public enum OrigamiForms {
  /// Rebound's `BouncyConversion` then `OrigamiValueConverter`: the stiffness and damping
  /// (mass 1) Origami runs for a Pop Animation's bounciness and speed.
  ///
  /// b = bounciness / 1.7 / 20 × 0.8, s = speed / 1.7 / 20; Origami tension 0.5 + 199.5 s;
  /// Origami friction = quadratic-out(b) from the no-bounce friction of that tension to 0.01.
  public static func physical(bounciness: Double, speed: Double) -> (
    stiffness: Double, damping: Double
  ) {
    let b = projectNormal(normalize(bounciness / 1.7, 0, 20), 0, 0.8)
    let s = normalize(speed / 1.7, 0, 20)
    let bouncyTension = projectNormal(s, 0.5, 200)
    let bouncyFriction = quadraticOutInterpolation(b, noBounceFriction(bouncyTension), 0.01)
    return (tension(fromOrigami: bouncyTension), friction(fromOrigami: bouncyFriction))
  }

  /// The inverse of ``physical(bounciness:speed:)``: the bounciness and speed Rebound turns
  /// into this stiffness and damping. A spring damped past Rebound's "no bounce" friction for
  /// its tension gets a negative bounciness (the formulas extend there unchanged).
  public static func bouncinessSpeed(stiffness: Double, damping: Double) -> (
    bounciness: Double, speed: Double
  ) {
    let bouncyTension = origamiValue(fromTension: stiffness)
    let speed = (bouncyTension - 0.5) / (200 - 0.5) * 20 * 1.7
    let bouncyFriction = origamiValue(fromFriction: damping)
    let noBounce = noBounceFriction(bouncyTension)
    // friction = u × 0.01 + (1 − u) × noBounce with u = 2b − b²; b = 1 − √(1 − u).
    let u = (bouncyFriction - noBounce) / (0.01 - noBounce)
    let b = 1 - (1 - u).squareRoot()
    return (b / 0.8 * 20 * 1.7, speed)
  }

  /// `OrigamiValueConverter.tensionFromOrigamiValue`: (o − 30) × 3.62 + 194, 0 for 0.
  public static func tension(fromOrigami value: Double) -> Double {
    value == 0 ? 0 : (value - 30) * 3.62 + 194
  }

  /// `OrigamiValueConverter.frictionFromOrigamiValue`: (o − 8) × 3 + 25, 0 for 0.
  public static func friction(fromOrigami value: Double) -> Double {
    value == 0 ? 0 : (value - 8) * 3 + 25
  }

  /// `OrigamiValueConverter.origamiValueFromTension`.
  public static func origamiValue(fromTension tension: Double) -> Double {
    tension == 0 ? 0 : (tension - 194) / 3.62 + 30
  }

  /// `OrigamiValueConverter.origamiValueFromFriction`.
  public static func origamiValue(fromFriction friction: Double) -> Double {
    friction == 0 ? 0 : (friction - 25) / 3 + 8
  }

  /// `BouncyConversion.b3Nobounce`: the Origami friction at which a spring of this Origami
  /// tension just stops bouncing, three cubic fits joined at 18 and 44.
  public static func noBounceFriction(_ tension: Double) -> Double {
    if tension <= 18 {
      return 0.0007 * cube(tension) - 0.031 * tension * tension + 0.64 * tension + 1.28
    }
    if tension <= 44 {
      return 0.000044 * cube(tension) - 0.006 * tension * tension + 0.36 * tension + 2
    }
    return 0.00000045 * cube(tension) - 0.000332 * tension * tension + 0.1078 * tension + 5.84
  }

  private static func cube(_ x: Double) -> Double { x * x * x }

  private static func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double {
    (value - start) / (end - start)
  }

  private static func projectNormal(_ n: Double, _ start: Double, _ end: Double) -> Double {
    start + n * (end - start)
  }

  private static func quadraticOutInterpolation(_ t: Double, _ start: Double, _ end: Double)
    -> Double
  {
    let u = 2 * t - t * t
    return u * end + (1 - u) * start
  }
}
