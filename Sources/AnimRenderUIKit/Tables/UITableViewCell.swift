import Foundation
import Geometry

/// UIKit's table cell: a view the table frames at its row, holding a `contentView` (what
/// you add your views to) that the table holds at the row's size with
/// `UIView-Encapsulated-Layout-Width/-Height` (docs/tables.md). The `.default` style's
/// `textLabel` is made on first use; an accessory (`.disclosureIndicator`, `.checkmark`)
/// is drawn at the trailing edge and narrows the content view by 38 pt.
///
/// Subclass it as in UIKit (`override init(style:reuseIdentifier:)` and
/// `required init?(coder:)`), register the class with the table and dequeue it.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// UIKit's raw values.
    public enum CellStyle: Int, Sendable { case `default` = 0, value1 = 1, value2 = 2, subtitle = 3 }
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator = 1, detailDisclosureButton = 2, checkmark = 3, detailButton = 4
    }
    public enum SelectionStyle: Int, Sendable { case none = 0, blue = 1, gray = 2, `default` = 3 }
    public enum SeparatorStyle: Int, Sendable { case none = 0, singleLine = 1, singleLineEtched = 2 }

    /// Where your views go: the table sizes it to the row (less the accessory).
    public let contentView: UIView
    public let reuseIdentifier: String?
    /// The style the cell was made with.
    public let style: CellStyle

    public init(style: CellStyle, reuseIdentifier: String?) {
        contentView = UITableViewCellContentView(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        super.init(frame: .zero)
        setUp()
    }

    public required init?(coder: NSCoder) {
        contentView = UITableViewCellContentView(frame: .zero)
        reuseIdentifier = nil
        style = .default
        super.init(coder: coder)
        setUp()
    }

    /// `init(style: .default, reuseIdentifier: nil)`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a registered class (through the subclass's
    /// `init(style:reuseIdentifier:)`): every subclass inherits it.
    public required convenience init(registeredWith reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    private func setUp() {
        spec.content = ViewContent(defaultFor: .tableViewCell)
        appearance.clipsToBounds = ViewClass.tableViewCell.clipsToBoundsByDefault
        // UIKit's cell content margins on a phone: 11 above and below, 16 at the sides. The
        // table's inset keeps rows out of the safe area; the margins do not add it again.
        contentView.insetsLayoutMarginsFromSafeArea = false
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        addSubview(contentView)
    }

    var cellContent: TableCellContent {
        get { spec.content.tableCell ?? TableCellContent() }
        set { if newValue != cellContent { changeSpec { $0.content = .tableCell(newValue) } } }
    }

    /// The `.default` style's label, pinned to the content view's margins (11 above and
    /// below, 16 at the sides: a one-line row is 43 pt), made on first use.
    public var textLabel: UILabel? {
        if let made = madeTextLabel { return made }
        let label = UILabel()
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        madeTextLabel = label
        return label
    }
    private var madeTextLabel: UILabel?
    /// The label if `textLabel` made it (naming must not make it).
    var madeTextLabelIfAny: UILabel? { madeTextLabel }

    public var accessoryType: AccessoryType = .none {
        didSet { cellContent.accessoryType = accessoryType.geometry; setNeedsLayout() }
    }
    public var selectionStyle: SelectionStyle = .default {
        didSet { cellContent.selectionStyle = selectionStyle.geometry }
    }
    /// Kept for API parity: the table draws the separator at its own inset.
    public var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: CGFloat(TableMetrics.separatorInsetLeft), bottom: 0, right: 0)

    /// Called before the table hands the cell out again (`dequeueReusableCell`).
    open func prepareForReuse() {}
}

extension UITableViewCell.AccessoryType {
    var geometry: TableCellAccessoryType {
        switch self {
        case .none: return .none
        case .disclosureIndicator, .detailDisclosureButton, .detailButton: return .disclosureIndicator
        case .checkmark: return .checkmark
        }
    }
}

extension UITableViewCell.SelectionStyle {
    var geometry: TableCellSelectionStyle {
        switch self {
        case .none: return .none
        case .blue: return .blue
        case .gray: return .gray
        case .default: return .default
        }
    }
}
