import Geometry
import Layout

/// Which UIKit generation a recording plays as (TIMELINE.md's `uikit`): `.modern`
/// (iOS 8+: the window rotates, frames follow `center`/`bounds`) or `.legacy` (the root
/// view turns inside a portrait window; legacy rotation callbacks). The engine's style is
/// its own type, mapped one to one.
public enum UIKitStyle: String, CaseIterable, Hashable, Sendable {
    case modern
    case legacy

    var geometry: Geometry.UIKitStyle {
        switch self {
        case .modern: return .modern
        case .legacy: return .legacy
        }
    }

    init(_ s: Geometry.UIKitStyle) {
        switch s {
        case .modern: self = .modern
        case .legacy: self = .legacy
        }
    }
}

/// The overlay layers a recording's images can draw (a timeline's `render.overlays`, with
/// its names as raw values); the renderer's list is its own type, mapped one to one. Both
/// this and `UIKitStyle` are the module's own types, not typealiases of Geometry's, so that
/// a client's default argument (`overlays: [OverlayKind] = [.labels]`) compiles in the Swift 6
/// language mode, which lets it name only the modules the client imports.
public enum OverlayKind: String, CaseIterable, Hashable, Sendable {
    /// Violations of every kind (in flight, broken), ambiguity, and the verdict badge.
    case violations
    /// Every active constraint the code made, as Xcode's view debugger draws them.
    case constraints
    /// Each animating view's frame before and after.
    case frames
    /// The parts of the screen outside the safe area.
    case safeArea
    /// View names.
    case labels
    /// Optional constraints the layout leaves unsatisfied (off by default).
    case unsatisfied

    /// What `overlays: nil` draws.
    public static let defaults: [OverlayKind] = Geometry.OverlayKind.defaults.map(OverlayKind.init)

    var geometry: Geometry.OverlayKind {
        switch self {
        case .violations: return .violations
        case .constraints: return .constraints
        case .frames: return .frames
        case .safeArea: return .safeArea
        case .labels: return .labels
        case .unsatisfied: return .unsatisfied
        }
    }

    init(_ k: Geometry.OverlayKind) {
        switch k {
        case .violations: self = .violations
        case .constraints: self = .constraints
        case .frames: self = .frames
        case .safeArea: self = .safeArea
        case .labels: self = .labels
        case .unsatisfied: self = .unsatisfied
        }
    }
}

extension RecordedViolation {
    /// Why a constraint is broken in a frame (frames.json's `kind`, as raw values).
    public enum Kind: String, Hashable, Sendable {
        case inFlight
        case displaced
        case broken
        case system

        init(_ k: ConstraintViolation.Kind) {
            switch k {
            case .inFlight: self = .inFlight
            case .displaced: self = .displaced
            case .broken: self = .broken
            case .system: self = .system
            }
        }
    }
}
