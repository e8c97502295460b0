import Foundation
import Testing
import WorkflowPlatform
@testable import WorkflowTerminalUI

/// A file standing in for standard error, so the tests capture it and not the test runner's.
private struct FakeStandardError: ~Copyable {
    let path: String
    let descriptor: Int32

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString)").path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw TerminalError.systemCallFailed(call: "open", errno: errno) }
    }

    deinit {
        close(descriptor)
        unlink(path)
    }

    /// Writes `text` as the app would, to the descriptor.
    func write(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { writeToDescriptor(descriptor, $0.baseAddress, $0.count) } == bytes.count)
    }

    /// What reached the stand-in file itself.
    var contents: String {
        get throws { try String(contentsOfFile: path, encoding: .utf8) }
    }
}

/// The capture is one per process, so these run one at a time.
@Suite(.serialized) struct StandardErrorCaptureTests {
    @Test func heldOutputAppearsOnlyOnceReleased() throws {
        let standardError = try FakeStandardError()
        try StandardErrorCapture.start(.holdBack(keepingLast: 1024), descriptor: standardError.descriptor)
        standardError.write("Fatal error: something broke\n")
        #expect(try standardError.contents == "")
        StandardErrorCapture.release()
        #expect(try standardError.contents == "Fatal error: something broke\n")
    }

    @Test func onlyTheLastBytesAreReplayedFromALineStartAfterSayingHowManyWereDropped() throws {
        let standardError = try FakeStandardError()
        try StandardErrorCapture.start(.holdBack(keepingLast: 1000), descriptor: standardError.descriptor)
        var everything = ""
        for index in 0..<200 {
            let line = "log line \(String(index).leftPadded(to: 3)) ........\n"  // 22 bytes
            everything += line
            standardError.write(line)
            if index % 10 == 9 { StandardErrorCapture.trim() }
        }
        StandardErrorCapture.release()
        let replay = try standardError.contents
        let note = try #require(replay.split(separator: "\n", maxSplits: 1).first.map(String.init))
        let kept = String(replay.dropFirst(note.count + 1))
        let dropped = everything.utf8.count - kept.utf8.count
        #expect(
            note
                == "[standard error: \(dropped) earlier bytes were dropped (only the last 1000 are kept while the app runs; StandardTerminal(standardError: .logFile(path:)) keeps everything)]"
        )
        #expect(kept.utf8.count <= 1000 && kept.utf8.count > 1000 - 22, "kept \(kept.utf8.count) bytes")
        #expect(everything.hasSuffix(kept), "the kept part is the end of what was written")
        #expect(kept.hasPrefix("log line "), "the kept part starts at a line")
    }

    @Test func trimmingKeepsWhatIsHeldOnDiskSmall() throws {
        let standardError = try FakeStandardError()
        try StandardErrorCapture.start(.holdBack(keepingLast: 1000), descriptor: standardError.descriptor)
        let chunk = String(repeating: "x", count: 99) + "\n"
        var largest = 0
        for _ in 0..<1000 {  // 100 KB in all
            standardError.write(chunk)
            StandardErrorCapture.trim()
            largest = max(largest, StandardErrorCapture.heldBytes)
        }
        StandardErrorCapture.release()
        #expect(largest <= 2 * 1000 + 100, "held \(largest) bytes at most")
        #expect(try standardError.contents.hasSuffix(chunk + chunk))
        #expect(StandardErrorCapture.heldBytes == 0)
    }

    @Test func aSmallOutputIsReplayedWholeWithoutANote() throws {
        let standardError = try FakeStandardError()
        try StandardErrorCapture.start(.holdBack(keepingLast: 1000), descriptor: standardError.descriptor)
        standardError.write("one\n")
        StandardErrorCapture.trim()
        standardError.write("two\n")
        StandardErrorCapture.release()
        #expect(try standardError.contents == "one\ntwo\n")
    }

    @Test func aLogFileGetsTheOutputAsItIsWrittenAndIsNamedAfterwards() throws {
        let standardError = try FakeStandardError()
        let log = try FakeStandardError()
        try StandardErrorCapture.start(.logFile(path: log.path), descriptor: standardError.descriptor)
        standardError.write("request 1 served\n")
        #expect(try log.contents == "request 1 served\n", "the line is in the log at once")
        for _ in 0..<100 { standardError.write(String(repeating: "y", count: 1023) + "\n") }
        StandardErrorCapture.trim()
        StandardErrorCapture.release()
        #expect(try log.contents.utf8.count == 17 + 100 * 1024, "nothing is dropped from a log file")
        #expect(try standardError.contents == "[standard error was written to \(log.path)]\n")
    }

    @Test func aLogFileWithNothingWrittenIsNotMentioned() throws {
        let standardError = try FakeStandardError()
        let log = try FakeStandardError()
        try StandardErrorCapture.start(.logFile(path: log.path), descriptor: standardError.descriptor)
        StandardErrorCapture.release()
        #expect(try standardError.contents == "")
    }

    @Test func aLogFileThatCannotBeOpenedIsAnErrorNamingIt() throws {
        let standardError = try FakeStandardError()
        #expect(throws: TerminalError.logFileUnavailable(path: "/no-such-directory/app.log", reason: "No such file or directory")) {
            try StandardErrorCapture.start(.logFile(path: "/no-such-directory/app.log"), descriptor: standardError.descriptor)
        }
        StandardErrorCapture.release()
        #expect(try standardError.contents == "")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
