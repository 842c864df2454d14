import Geometry

/// How the layout rules are applied (a timeline's `checks`, with the command line's
/// `--off` and `--set` on top, or the Swift API's argument): which rules run, their
/// parameters, and per-view exceptions. A value: the checks sink reads nothing else.
///
/// Per view, a rule can be switched off (`safeArea` for a background meant to bleed under
/// the status bar), or on where it is opt-in or needs a mark: `overlap` for a container
/// whose subviews must not cover each other, `tapTarget` for a view that is tapped
/// without being a control (a gesture recognizer).
public struct CheckSettings: Hashable, Sendable {
    /// Rules switched off everywhere.
    public var off: Set<CheckRule> = []
    /// Parameters set, by rule and name; the others keep `CheckRule.Parameter.defaultValue`.
    public var parameters: [CheckRule: [String: Double]] = [:]
    /// Per view id: the rules switched on (true) or off (false) for that view.
    public var views: [String: [CheckRule: Bool]] = [:]

    public init() {}

    /// Whether `rule` runs at all.
    public func runs(_ rule: CheckRule) -> Bool { !off.contains(rule) }

    /// A parameter's value: as set, else its default.
    public func value(_ rule: CheckRule, _ name: String) -> Double {
        if let set = parameters[rule]?[name] { return set }
        guard let p = rule.parameter(name) else { preconditionFailure("\(rule) has no parameter '\(name)'") }
        return p.defaultValue
    }

    /// Sets a parameter (the caller has checked the name and the range).
    public mutating func set(_ rule: CheckRule, _ name: String, to value: Double) {
        parameters[rule, default: [:]][name] = value
    }

    /// What the settings say of `rule` for one view: true (on), false (off), nil (nothing).
    public func override(_ rule: CheckRule, for view: String) -> Bool? { views[view]?[rule] }

    /// Whether `rule` applies to `view` (an opt-in rule only when switched on for it).
    public func applies(_ rule: CheckRule, to view: String) -> Bool {
        guard runs(rule) else { return false }
        return override(rule, for: view) ?? !rule.isOptIn
    }

    /// `other`'s choices over these: its switched-off rules added, its parameters and
    /// per-view choices replacing these where both say something.
    public func merging(_ other: CheckSettings) -> CheckSettings {
        var out = self
        out.off.formUnion(other.off)
        for (rule, values) in other.parameters { for (name, v) in values { out.set(rule, name, to: v) } }
        for (view, rules) in other.views { for (rule, on) in rules { out.views[view, default: [:]][rule] = on } }
        return out
    }
}
