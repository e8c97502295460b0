#if WebServer
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import Testing
import Workflow
import WorkflowWebServer
import WorkflowWebUI

/// The attacks an outside audit ran against the server, each replayed against a live server on
/// loopback: each of these failed before its fix.
@Suite struct AttackTests {
    let tests = WebAppServerTests()

    func configuration(_ change: (inout WebServerConfiguration) -> Void = { _ in }) -> WebServerConfiguration {
        var configuration = WebServerConfiguration(port: 0, allowedOrigins: [WebAppServerTests.testClientOrigin])
        change(&configuration)
        return configuration
    }

    @Test func aCookieOfFullwidthDigitsIsReplacedNotEchoed() async throws {
        // U+FF11 and so on pass Character.isHexDigit; Hummingbird's Cookie traps on them.
        let fullwidth = String(repeating: "\u{FF11}", count: 32)
        try await tests.makeServer().makeApplication().test(.live) { client in
            let response = try await client.execute(uri: "/", method: .get, headers: [.cookie: "wf_browser=\(fullwidth)"])
            #expect(response.status == .ok)
            let cookie = try #require(response.headers[.setCookie])
            let value = try #require(cookie.split(separator: ";").first?.split(separator: "=").last)
            #expect(value.utf8.count == 32 && value.allSatisfy { $0.isASCII && $0.isHexDigit }, "\(cookie)")
        }
    }

    @Test func aRequestForAnotherHostIsRefusedAndMakesNoSession() async throws {
        try await tests.makeServer().makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            connection.write("GET / HTTP/1.1\r\nHost: rebind.attacker.test:\(port)\r\nConnection: close\r\n\r\n")
            let (answer, _) = await connection.readUntilClosed()
            #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer)")
            #expect(answer.contains("WebServerConfiguration.allowedHosts"))
            let health = String(buffer: try await client.execute(uri: "/health", method: .get).body)
            #expect(health.contains(#""live":0"#), "\(health)")
        }
    }

    @Test func theSocketOfAnotherHostIsNotUpgraded() async throws {
        try await tests.makeServer(configuration { $0.allowedOrigins = nil }).makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            // Origin and Host agree, as they do for a page served from a rebound name.
            connection.write(
                "GET /live HTTP/1.1\r\nHost: rebind.attacker.test:\(port)\r\nOrigin: http://rebind.attacker.test:\(port)\r\n"
                    + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
            )
            let answer = await connection.readSome()
            #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer)")
        }
    }

    @Test func aSocketThatNeverJoinsIsClosed() async throws {
        try await tests.makeServer(configuration { $0.joinTimeout = .milliseconds(200) }).makeApplication().test(.live) { client in
            let page = try LoadedPage(try await client.execute(uri: "/", method: .get))
            let (received, close) = try await tests.converse(client, cookie: page.cookie, send: []) { _ in false }
            #expect(received.first?.contains(#""code":"join-timeout""#) == true, "\(received)")
            #expect(close?.closeCode == .policyViolation)
        }
    }

    @Test func aClientBeyondItsConnectionsIsTurnedAwayAndOthersAreNot() async throws {
        let server = tests.makeServer(configuration { $0.maximumConnectionsPerClient = 2 })
        try await server.makeApplication().test(.live) { client in
            let port = try #require(client.port)
            // The connections let in hear nothing: their reads give up after two seconds.
            let connections = try (0..<3).map { _ in try RawConnection(port: port, source: "127.0.0.2", timeout: 2) }
            // Connections are spread over the server's event loops, so any one of the three
            // may be the one past the cap.
            async let answers = connections.concurrentMap { await $0.readUntilClosed().text }
            // Another client still gets in while the first holds its connections.
            let other = try RawConnection(port: port, source: "127.0.0.3")
            other.write("GET /health HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            #expect(await other.readUntilClosed().text.hasPrefix("HTTP/1.1 200"))
            let refusals = await answers.filter { !$0.isEmpty }
            #expect(refusals.count == 1, "\(refusals)")
            #expect(refusals.first?.hasPrefix("HTTP/1.1 503") == true)
            #expect(refusals.first?.contains("holds 2 connections") == true)
        }
    }

    @Test func theServerTurnsConnectionsAwayAtItsTotalLimit() async throws {
        let server = tests.makeServer(configuration { $0.maximumConnections = 3 })
        try await server.makeApplication().test(.live) { client in
            let port = try #require(client.port)
            // The test client holds one connection (kept alive after this request); three
            // more clients come, and one of them (whichever the server sees last) is turned away.
            #expect(try await client.execute(uri: "/health", method: .get).status == .ok)
            let connections = try (0..<3).map { index in try RawConnection(port: port, source: "127.0.0.\(index + 2)", timeout: 2) }
            let refusals = await connections.concurrentMap { await $0.readUntilClosed().text }.filter { !$0.isEmpty }
            #expect(refusals.count == 1, "\(refusals)")
            #expect(refusals.first?.hasPrefix("HTTP/1.1 503") == true)
            #expect(refusals.first?.contains("limit of 3 connections") == true)
        }
    }

    @Test func anUnfinishedRequestHeadIsCutOff() async throws {
        try await tests.makeServer(configuration { $0.requestHeadTimeout = .milliseconds(300) }).makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let slow = try RawConnection(port: port)
            slow.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            let (answer, closed) = await slow.readUntilClosed()
            #expect(closed, "the connection was still open after the read timeout")
            #expect(answer.isEmpty)
        }
    }

    @Test func pageLoadsBeyondAClientsShareEndItsOwnOldestSession() async throws {
        let server = tests.makeServer(configuration { $0.maximumUnjoinedSessionsPerClient = 2 })
        try await server.makeApplication().test(.live) { client in
            let pages = try await (0..<3).asyncMap { _ in try LoadedPage(try await client.execute(uri: "/", method: .get)) }
            let (first, _) = try await tests.converse(client, cookie: pages[0].cookie, send: [pages[0].join()]) { !$0.isEmpty }
            #expect(first.first?.contains(#""code":"ended""#) == true, "\(first)")
            let (last, _) = try await tests.converse(client, cookie: pages[2].cookie, send: [pages[2].join()]) { !$0.isEmpty }
            #expect(last.first?.hasPrefix(#"{"type":"joined""#) == true, "\(last)")
        }
    }

    @Test func cookiesAreSecureWhenATrustedProxySaysHTTPS() async throws {
        let server = tests.makeServer(configuration { $0.trustedProxies = ["127.0.0.1"] })
        try await server.makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let proxied = try RawConnection(port: port)
            proxied.write(
                "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Forwarded-Proto: https\r\nX-Forwarded-For: 203.0.113.9\r\nConnection: close\r\n\r\n"
            )
            let answer = await proxied.readUntilClosed().text
            let cookie = try #require(answer.split(separator: "\r\n").first { $0.lowercased().hasPrefix("set-cookie:") })
            #expect(cookie.contains("Secure"), "\(cookie)")
            // From an address that is no trusted proxy, the header is ignored.
            let direct = try RawConnection(port: port, source: "127.0.0.2")
            direct.write("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Forwarded-Proto: https\r\nConnection: close\r\n\r\n")
            let plain = await direct.readUntilClosed().text
            let plainCookie = try #require(plain.split(separator: "\r\n").first { $0.lowercased().hasPrefix("set-cookie:") })
            #expect(!plainCookie.contains("Secure"), "\(plainCookie)")
        }
    }

    @Test func anHTTPSOriginIsRefusedOverPlainHTTP() async throws {
        try await tests.makeServer(configuration { $0.allowedOrigins = nil }).makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            connection.write(
                "GET /live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: https://127.0.0.1:\(port)\r\n"
                    + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
            )
            let answer = await connection.readSome()
            #expect(!answer.hasPrefix("HTTP/1.1 101"), "\(answer)")
            let same = try RawConnection(port: port)
            same.write(
                "GET /live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
                    + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
            )
            #expect(await same.readSome().hasPrefix("HTTP/1.1 101"))
        }
    }
}

extension Array where Element: Sendable {
    /// The results of `transform` on each element, all run at once.
    func concurrentMap<T: Sendable>(_ transform: @escaping @Sendable (Element) async -> T) async -> [T] {
        await withTaskGroup(of: (Int, T).self) { group in
            for (index, element) in enumerated() { group.addTask { (index, await transform(element)) } }
            var results: [(Int, T)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}

extension Sequence {
    /// The results of `transform` on each element, one after another.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
#endif
