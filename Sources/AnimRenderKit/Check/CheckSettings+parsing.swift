import Geometry
import Playback

/// Rule settings as the command line writes them: `--off truncatedText,overlap`,
/// `--set contrast.minimum=7`, `--allow safeArea`. Unknown names get did-you-mean.
extension CheckSettings {
    /// A comma-separated list of rule names (`option` names the option in errors).
    public static func rules(_ text: String, option: String) throws -> [CheckRule] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { item in
            let name = item.trimmingCharacters(in: .whitespaces)
            if let rule = CheckRule(rawValue: name) { return rule }
            let names = CheckRule.allCases.map(\.rawValue)
            throw AnimRenderError("\(option): unknown rule '\(name)'\(NameSuggestion.hint(for: name, among: names)); "
                                  + "the rules are \(names.joined(separator: ", "))")
        }
    }

    /// `RULE.PARAMETER=VALUE` set on these settings.
    public mutating func set(parsing text: String) throws {
        let form = "--set takes RULE.PARAMETER=VALUE, e.g. --set contrast.minimum=7"
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw AnimRenderError("\(form), not '\(text)'") }
        let name = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard name.count == 2 else { throw AnimRenderError("\(form), not '\(text)'") }
        let rule = try Self.rules(name[0], option: "--set")[0]
        guard let parameter = rule.parameter(name[1]) else {
            let names = rule.parameters.map(\.name)
            throw AnimRenderError("--set: \(rule.rawValue) has no parameter '\(name[1])'" + (names.isEmpty ? "; it has none (use --off to switch it off)"
                : "\(NameSuggestion.hint(for: name[1], among: names)); its parameters are \(names.joined(separator: ", "))"))
        }
        guard let value = Double(parts[1].trimmingCharacters(in: .whitespaces)), parameter.range.contains(value) else {
            throw AnimRenderError("--set \(rule.rawValue).\(parameter.name): '\(parts[1])' is not \(parameter.range.name) in "
                                  + "\(parameter.range.bounds)")
        }
        set(rule, parameter.name, to: value)
    }
}
