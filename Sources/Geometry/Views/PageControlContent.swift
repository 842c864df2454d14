/// `UIPageControl`: a row of page indicators, the current one highlighted. The setters
/// keep the current page among the pages, as UIKit does.
public struct PageControlContent: Hashable, Sendable {
    public private(set) var numberOfPages: Int
    public private(set) var currentPage: Int
    public var hidesForSinglePage: Bool
    public var pageIndicatorTintColor: DynamicColor?
    public var currentPageIndicatorTintColor: DynamicColor?
    public init(hidesForSinglePage: Bool = false, pageIndicatorTintColor: DynamicColor? = nil, currentPageIndicatorTintColor: DynamicColor? = nil) {
        numberOfPages = 0; currentPage = 0; self.hidesForSinglePage = hidesForSinglePage
        self.pageIndicatorTintColor = pageIndicatorTintColor; self.currentPageIndicatorTintColor = currentPageIndicatorTintColor
    }

    /// `numberOfPages` (at least 0); the current page is pinned to the last.
    public mutating func setNumberOfPages(_ n: Int) {
        numberOfPages = max(0, n)
        setCurrentPage(currentPage)
    }
    /// `currentPage`: pinned to 0…numberOfPages − 1.
    public mutating func setCurrentPage(_ page: Int) { currentPage = min(max(0, page), max(0, numberOfPages - 1)) }

    /// Nothing is shown with no pages, or one page when `hidesForSinglePage`.
    public var isShown: Bool { numberOfPages > 1 || (numberOfPages == 1 && !hidesForSinglePage) }
}
