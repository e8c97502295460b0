/// Something a render pass declared: a child workflow, a worker or a side effect. Two passes
/// over the same state must declare the same ones.
enum Declaration: Hashable, CustomStringConvertible {
    case child(type: String, key: String)
    case worker(type: String, key: String)
    case sideEffect(key: AnyHashable)

    var description: String {
        switch self {
        case .child(let type, let key): "child workflow \(type) with key \"\(key)\""
        case .worker(let type, let key): "worker \(type) with key \"\(key)\""
        case .sideEffect(let key): "side effect with key \(String(reflecting: key.base))"
        }
    }
}
