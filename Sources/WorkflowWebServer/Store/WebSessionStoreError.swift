#if WebServer
/// Why a ``WebSessionStore`` could not be used.
public enum WebSessionStoreError: Error, CustomStringConvertible, Sendable {
    /// The store could not be opened or prepared; the text names it and says why.
    case unusable(store: String, underlying: String)

    public var description: String {
        switch self {
        case .unusable(let store, let underlying): "cannot use the session store (\(store)): \(underlying)"
        }
    }
}
#endif
