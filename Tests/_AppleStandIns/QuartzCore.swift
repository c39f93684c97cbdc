// A stand-in for Apple's QuartzCore (and the CoreGraphics types it brings), so tests can
// type-check the Swift a report prints on a machine without Apple's SDKs. Only declarations:
// each is written from Apple's documented signature (names, labels, types, defaults); the
// bodies do nothing. Add a declaration here only as Apple documents it.
@_exported import Foundation

public typealias CFTimeInterval = Double

/// CoreGraphics' affine transform (re-exported by QuartzCore and UIKit on Apple platforms).
public struct CGAffineTransform: Equatable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  public init(rotationAngle angle: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

public final class CGColor {}

public struct CATransform3D {
  public var m11: CGFloat = 1, m22: CGFloat = 1, m33: CGFloat = 1, m44: CGFloat = 1
  public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0
  public init() {}
}
public let CATransform3DIdentity = CATransform3D()
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { CATransform3D() }
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { CATransform3D() }
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { CATransform3D() }
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

public struct CAMediaTimingFillMode: RawRepresentable, Hashable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

open class CAMediaTimingFunction {
  public init(name: CAMediaTimingFunctionName) {}
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}

open class CAAnimation {
  public init() {}
  open var duration: CFTimeInterval = 0
  open var beginTime: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed
  open var timingFunction: CAMediaTimingFunction?
  open var isRemovedOnCompletion = true
}

open class CAPropertyAnimation: CAAnimation {
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
  open var keyPath: String?
  open var isAdditive = false
  open var isCumulative = false
}

open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0
  open var allowsOverdamping = false
  open var settlingDuration: CFTimeInterval { 0 }
  open var perceptualDuration: CFTimeInterval { 0 }
  open var bounce: CGFloat { 0 }
  public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) { self.init() }
}

open class CALayer {
  public init() {}
  public init(layer: Any) {}
  open func presentation() -> Self? { nil }
  open func model() -> Self { self }
  // NSObject's key-value coding, which CALayer answers for its animatable key paths.
  open func value(forKeyPath keyPath: String) -> Any? { nil }
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {}
  open func add(_ anim: CAAnimation, forKey key: String?) {}
  open func removeAnimation(forKey key: String) {}
  open func removeAllAnimations() {}
  open func animation(forKey key: String) -> CAAnimation? { nil }
  open func addSublayer(_ layer: CALayer) {}
  open func removeFromSuperlayer() {}
  open var transform = CATransform3DIdentity
  open var opacity: Float = 1
  open var cornerRadius: CGFloat = 0
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
}
