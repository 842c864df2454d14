import Foundation

/// The text input traits of `UITextField` and `UITextView` (UIKit's `UITextInputTraits`),
/// with UIKit's raw values: kept and read back, as there is no keyboard here.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default` = 0, no, yes }
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    public static let alert = UIKeyboardAppearance.dark
}

/// `UITextContentType`: what the text is, for AutoFill (UIKit's raw values).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
}

/// UIKit's `UITextInputTraits`: how the keyboard would look and behave for a text field or
/// text view. Both conform; the values are kept and read back (there is no keyboard).
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var textContentType: UITextContentType? { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
}

/// The traits' values, with UIKit's defaults (autocapitalization `.sentences`).
struct TextInputTraitValues {
    var keyboardType = UIKeyboardType.default
    var returnKeyType = UIReturnKeyType.default
    var textContentType: UITextContentType?
    var autocapitalizationType = UITextAutocapitalizationType.sentences
    var autocorrectionType = UITextAutocorrectionType.default
    var spellCheckingType = UITextSpellCheckingType.default
    var keyboardAppearance = UIKeyboardAppearance.default
    var enablesReturnKeyAutomatically = false
}

extension UITextInputTraits where Self: UIView {
    public var keyboardType: UIKeyboardType {
        get { textInputTraitValues.keyboardType }
        set { textInputTraitValues.keyboardType = newValue }
    }
    public var returnKeyType: UIReturnKeyType {
        get { textInputTraitValues.returnKeyType }
        set { textInputTraitValues.returnKeyType = newValue }
    }
    public var textContentType: UITextContentType? {
        get { textInputTraitValues.textContentType }
        set { textInputTraitValues.textContentType = newValue }
    }
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { textInputTraitValues.autocapitalizationType }
        set { textInputTraitValues.autocapitalizationType = newValue }
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { textInputTraitValues.autocorrectionType }
        set { textInputTraitValues.autocorrectionType = newValue }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { textInputTraitValues.spellCheckingType }
        set { textInputTraitValues.spellCheckingType = newValue }
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { textInputTraitValues.keyboardAppearance }
        set { textInputTraitValues.keyboardAppearance = newValue }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { textInputTraitValues.enablesReturnKeyAutomatically }
        set { textInputTraitValues.enablesReturnKeyAutomatically = newValue }
    }
}

/// What a text field tells its delegate (every method optional, as in UIKit). Nothing is
/// typed here, so only your own calls reach it.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
