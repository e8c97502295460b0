#if WebServer
import Crypto
import Foundation

/// The sign-in cookie: `USER.EXPIRY.SIGNATURE`, an HMAC-SHA256 of the user and expiry under
/// the app's key. Nothing is kept on the server, so a sign-in holds across restarts and on
/// every node that shares the key (it lives in the database).
struct SignInCookie: Sendable {
    static let name = "todo_user"
    /// How long a sign-in lasts.
    static let lifetime: TimeInterval = 7 * 24 * 3600

    private let key: SymmetricKey

    init(key: [UInt8]) {
        self.key = SymmetricKey(data: key)
    }

    /// The cookie value signing `user` in until `lifetime` from `now`.
    func value(for user: String, now: Date = Date()) -> String {
        let payload = Self.encoded(user) + "." + String(Int(now.timeIntervalSince1970 + Self.lifetime))
        return payload + "." + signature(of: payload)
    }

    /// The user `value` signs in, if its signature holds and it has not expired.
    func user(in value: String, now: Date = Date()) -> String? {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let expiry = Int(parts[1]), Double(expiry) > now.timeIntervalSince1970 else { return nil }
        let payload = parts[0] + "." + parts[1]
        let expected = Array(signature(of: String(payload)).utf8)
        let given = Array(parts[2].utf8)
        // Compared in constant time, so the signature cannot be found byte by byte.
        guard expected.count == given.count else { return nil }
        var difference: UInt8 = 0
        for (a, b) in zip(expected, given) { difference |= a ^ b }
        return difference == 0 ? Self.decoded(parts[0]) : nil
    }

    private func signature(of payload: String) -> String {
        Data(HMAC<SHA256>.authenticationCode(for: Data(payload.utf8), using: key)).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// User names are kept to letters and digits by the sign-in form, but the cookie does not
    /// rely on it: the name is hex-encoded.
    private static func encoded(_ user: String) -> String {
        user.utf8.map { String(format: "%02x", $0) }.joined()
    }

    private static func decoded(_ hex: Substring) -> String? {
        guard hex.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
#endif
