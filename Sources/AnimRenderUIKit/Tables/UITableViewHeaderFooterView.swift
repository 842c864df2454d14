import Foundation
import Geometry

/// UIKit's reusable section header and footer view: a `contentView` the table sizes to the
/// header (what you add your views to; a self-sizing header is measured from it as a cell's
/// content view is), and a `textLabel` made on first use. The table makes one for every
/// section title (`titleForHeaderInSection`), styled as UIKit's: a plain table's 17 pt
/// semibold title on a grey band, a grouped table's 13 pt caption (uppercased in headers)
/// above or below its group (docs/tables.md, "Numbers").
///
/// Subclass it as in UIKit (`override init(reuseIdentifier:)`), register the class with
/// `register(_:forHeaderFooterViewReuseIdentifier:)` and dequeue it in the delegate's
/// `viewForHeaderInSection`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// Where your views go: the table sizes it to the header.
    public let contentView: UIView
    public let reuseIdentifier: String?

    public init(reuseIdentifier: String?) {
        contentView = _UITableViewHeaderFooterContentView(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUp()
    }

    public required init?(coder: NSCoder) {
        contentView = _UITableViewHeaderFooterContentView(frame: .zero)
        reuseIdentifier = nil
        super.init(coder: coder)
        setUp()
    }

    /// `init(reuseIdentifier: nil)`.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a registered class (through the subclass's `init(reuseIdentifier:)`).
    public required convenience init(registeredWith reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    private func setUp() {
        contentView.insetsLayoutMarginsFromSafeArea = false
        contentView.layoutMargins = UIEdgeInsets(top: 0, left: CGFloat(TableMetrics.headerTitleInset),
                                                 bottom: 0, right: CGFloat(TableMetrics.headerTitleInset))
        addSubview(contentView)
    }

    /// The title label, pinned to the content view's margins (16 pt at the sides; above and
    /// below as the table's style places a title), made on first use.
    public var textLabel: UILabel? {
        if let made = madeTextLabel { return made }
        let label = UILabel()
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        // Required at the sides; 999 above and below, so that a header given another height
        // than its title's (a fixed `sectionHeaderHeight`) stretches the label, which draws
        // its text centred, instead of breaking a required constraint.
        let top = label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor)
        let bottom = label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor)
        top.priority = .init(999)
        bottom.priority = .init(999)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            top, bottom,
        ])
        madeTextLabel = label
        return label
    }
    private var madeTextLabel: UILabel?
    /// The label if `textLabel` made it (naming must not make it).
    var madeTextLabelIfAny: UILabel? { madeTextLabel }

    /// Called before the table hands the view out again (`dequeueReusableHeaderFooterView`).
    open func prepareForReuse() {}

    /// Styles the view as the table's default title header or footer: the font, colour and
    /// band of `style`, and the margins that put the title where UIKit puts it — one
    /// definition with a timeline table's title views (`TableSectionTitle`).
    func becomeTitle(_ title: String, of kind: TableGeometry.Supplement, in style: TableStyle) {
        let label = textLabel!, look = TableSectionTitle(title, of: kind, in: style)
        label.font = UIFont(look.font)
        label.textColor = UIColor(dynamic: look.textColor)
        label.text = look.text
        backgroundColor = look.background.map { UIColor(dynamic: $0) }
        contentView.layoutMargins = UIEdgeInsets(look.margins)
    }
}
