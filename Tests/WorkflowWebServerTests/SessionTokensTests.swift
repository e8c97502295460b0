#if WebServer
import Testing
@testable import WorkflowWebServer

/// A token verifies for the session and browser it was made for, and for nothing else; tokens keep the format pages
/// already hold.
@Suite struct SessionTokensTests {
    let tokens = SessionTokens(key: Array(0..<32))
    let session = "0123456789abcdef0123456789abcdef"
    let cookie = "fedcba9876543210fedcba9876543210"

    @Test func aTokenIsTheSessionAndItsSignatureInLowercaseHex() {
        // HMAC-SHA256 under the key 0, 1, …, 31 of "<session>|<cookie>", as Python's hmac module computes it: a token
        // made before this code changed still verifies.
        let expected = session + ".1b3ef3c72e5459ca70b304a83624d01afe361eb49a9894c6bcdbbf18632c64ac"
        #expect(tokens.token(session: session, cookie: cookie) == expected)
        #expect(tokens.session(in: expected, cookie: cookie) == session)
    }

    @Test(arguments: [
        "a changed digit", "upper case", "cut short", "lengthened", "not hex", "no signature", "another session",
        "another cookie", "another key", "two dots",
    ])
    func aForgedOrMisusedTokenFails(_ forgery: String) {
        let token = tokens.token(session: session, cookie: cookie)
        let signature = token.split(separator: ".")[1]
        let (given, cookie, tokens): (String, String, SessionTokens) =
            switch forgery {
            case "a changed digit": (session + "." + signature.dropLast() + (signature.last == "0" ? "1" : "0"), self.cookie, self.tokens)
            case "upper case": (session + "." + signature.uppercased(), self.cookie, self.tokens)
            case "cut short": (String(token.dropLast(2)), self.cookie, self.tokens)
            case "lengthened": (token + "00", self.cookie, self.tokens)
            case "not hex": (session + "." + signature.dropLast() + "g", self.cookie, self.tokens)
            case "no signature": (session + ".", self.cookie, self.tokens)
            case "another session": ("1" + session.dropFirst() + "." + signature, self.cookie, self.tokens)
            case "another cookie": (token, "0" + self.cookie.dropFirst(), self.tokens)
            case "another key": (token, self.cookie, SessionTokens(key: Array(1...32)))
            default: (token + "." + signature, self.cookie, self.tokens)
            }
        #expect(tokens.session(in: given, cookie: cookie) == nil)
    }

    @Test func randomIdentifiersAre32LowercaseHexDigitsAndDiffer() {
        let identifiers = (0..<16).map { _ in SessionTokens.randomIdentifier() }
        #expect(Set(identifiers).count == identifiers.count)
        for identifier in identifiers {
            #expect(identifier.utf8.count == 32 && Hex.decode(identifier)?.count == 16)
        }
    }

    @Test func hexRoundTripsEveryByteAndRefusesAnythingElse() {
        let bytes = Array(UInt8.min...UInt8.max)
        #expect(Hex.decode(Hex.encode(bytes)) == bytes)
        #expect(Hex.encode([0x00, 0x0f, 0xa0, 0xff]) == "000fa0ff")
        for text in ["0", "0G", "AB", "0x", " 0", "\u{FF10}\u{FF10}"] { #expect(Hex.decode(text) == nil, "\(text)") }
        #expect(Hex.decode("") == [])
    }
}
#endif
