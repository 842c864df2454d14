/// A decoded value with the place it was written, so validation can complain about it.
struct Located<Value> {
    var value: Value
    var position: SourcePosition
    var path: String
    func map<T>(_ f: (Value) -> T) -> Located<T> { Located<T>(value: f(value), position: position, path: path) }
}
