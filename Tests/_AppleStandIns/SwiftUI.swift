// A stand-in for the part of Apple's SwiftUI the printed snippets use: declarations written from
// Apple's documented signatures (iOS 17: names, labels, types, defaults), bodies that do nothing.
@_exported import Foundation

public protocol View {
  associatedtype Body: View
  var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError() }
}

/// What every modifier below returns (SwiftUI's `ModifiedContent`, opaque to the caller).
public struct ModifiedContent<Content, Modifier>: View {
  public var body: Never { fatalError() }
}

public protocol ShapeStyle {}
public protocol Shape: View {}
extension Shape {
  public var body: Never { fatalError() }
  public func fill<S: ShapeStyle>(_ content: S) -> some View { ModifiedContent<Self, S>() }
}

public enum RoundedCornerStyle { case circular, continuous }
public struct Rectangle: Shape { public init() {} }
public struct Circle: Shape { public init() {} }
public struct Capsule: Shape { public init(style: RoundedCornerStyle = .continuous) {} }
public struct RoundedRectangle: Shape {
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
}

public struct Color: View, ShapeStyle, Hashable {
  public enum RGBColorSpace { case sRGB, sRGBLinear, displayP3 }
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
  public func opacity(_ opacity: Double) -> Color { self }
  public static let black = Color(white: 0), white = Color(white: 1), gray = Color(white: 0.5), clear = Color(white: 0, opacity: 0)
  public var body: Never { fatalError() }
}

public struct Angle {
  public init(radians: Double) {}
  public init(degrees: Double) {}
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
}

public struct FillStyle {
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

public struct UnitPoint { public static let center = UnitPoint(), top = UnitPoint(), bottom = UnitPoint() }
public struct Alignment { public static let center = Alignment() }

public struct Animation: Equatable {
  public static let `default` = Animation()
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { Animation() }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { Animation() }
  public static var spring: Animation { Animation() }
  public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation { Animation() }
  public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation { Animation() }
  public static var interpolatingSpring: Animation { Animation() }
  public static var smooth: Animation { Animation() }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
  public static var snappy: Animation { Animation() }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
  public static var bouncy: Animation { Animation() }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
  public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation { Animation() }
  public static var linear: Animation { Animation() }
  public static func linear(duration: TimeInterval) -> Animation { Animation() }
  public static var easeIn: Animation { Animation() }
  public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
  public static var easeOut: Animation { Animation() }
  public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
  public static var easeInOut: Animation { Animation() }
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
  public func delay(_ delay: TimeInterval) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

@propertyWrapper public struct State<Value> {
  public init(wrappedValue value: Value) { stored = value }
  private let stored: Value
  public var wrappedValue: Value {
    get { stored }
    nonmutating set {}
  }
}

extension View {
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { ModifiedContent<Self, CGFloat>() }
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { ModifiedContent<Self, CGSize>() }
  public func opacity(_ opacity: Double) -> some View { ModifiedContent<Self, Double>() }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { ModifiedContent<Self, CGPoint>() }
  public func offset(_ offset: CGSize) -> some View { ModifiedContent<Self, CGSize>() }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { ModifiedContent<Self, Angle>() }
  public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
    ModifiedContent<Self, Color>()
  }
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { ModifiedContent<Self, Animation>() }
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { ModifiedContent<Self, CGSize>() }
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { ModifiedContent<Self, S>() }
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { ModifiedContent<Self, V>() }
}

@resultBuilder public enum ViewBuilder {
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}
