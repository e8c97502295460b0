#if WebServer
import Crypto
import Foundation

/// Makes and checks the tokens that tie a page to its session and to the browser that loaded it.
///
/// A page's token is `sessionID.signature`, where the signature is an HMAC-SHA256, under the
/// server's key, of the session id and the browser's cookie secret (an HttpOnly cookie the
/// page's script cannot read). Joining needs both: a token copied to another browser, a forged
/// one, or one for another session fails.
struct SessionTokens: Sendable {
    private let key: SymmetricKey

    init(key: [UInt8]) {
        self.key = SymmetricKey(data: key)
    }

    /// A new random identifier: 128 bits, hex.
    static func randomIdentifier() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    func token(session: String, cookie: String) -> String {
        session + "." + signature(session: session, cookie: cookie)
    }

    /// The session id in `token`, if the token was signed by this server for `cookie`.
    func session(in token: String, cookie: String) -> String? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let session = String(parts[0])
        let expected = Data(signature(session: session, cookie: cookie).utf8)
        let given = Data(parts[1].utf8)
        // Compared in constant time, so the signature cannot be guessed byte by byte.
        guard expected.count == given.count else { return nil }
        var difference: UInt8 = 0
        for (a, b) in zip(expected, given) { difference |= a ^ b }
        return difference == 0 ? session : nil
    }

    private func signature(session: String, cookie: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data((session + "|" + cookie).utf8), using: key)
        return Data(code).map { String(format: "%02x", $0) }.joined()
    }
}
#endif
