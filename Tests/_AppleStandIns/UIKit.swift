// A stand-in for the part of Apple's UIKit the printed snippets use: declarations written from
// Apple's documented signatures (names, labels, types, defaults), bodies that do nothing. UIKit
// re-exports Foundation and QuartzCore, as on Apple platforms.
@_exported import Foundation
@_exported import QuartzCore

open class UIView {
  public init(frame: CGRect) {}
  open var layer: CALayer { CALayer() }
  open var transform: CGAffineTransform = .identity
  open var alpha: CGFloat = 1
  open var isUserInteractionEnabled = true

  public struct AnimationOptions: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {}

  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {}

  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}

  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
}

/// Animates a view's properties on a timing curve (UIKit, iOS 10).
open class UIViewPropertyAnimator {
  public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {}
  open func startAnimation() {}
  open func startAnimation(afterDelay delay: TimeInterval) {}
}

open class UIControl: UIView {}

open class UIButton: UIControl {}
