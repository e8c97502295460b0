import Testing
import WebLoadCore

struct PageScanTests {
    static let page = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width">
        <meta name="wf-token" content="0123abcd.ff00">
        </head>
        <body><div data-wf="0" id="wf-root" class="wf-slot" data-wf-seq="3" data-wf-epoch="k2f9"><div data-wf="1"><p data-wf="2">Count: 0</p>\
        <button data-wf="3" data-wf-on="click" type="button" data-load-target="">Increment</button></div></div></body>
        </html>
        """

    @Test func findsCookieTokenSequenceAndTarget() throws {
        let scan = try PageScan(
            setCookieHeaders: ["other=1; Path=/", "wf_browser=00ff00ff00ff00ff00ff00ff00ff00ff; HttpOnly; SameSite=Strict; Path=/"],
            html: Self.page
        )
        #expect(scan.cookie == "00ff00ff00ff00ff00ff00ff00ff00ff")
        #expect(scan.token == "0123abcd.ff00")
        #expect(scan.sequence == 3)
        #expect(scan.epoch == "k2f9")
        #expect(scan.target == 3)
    }

    @Test func aPageWithoutTargetStillScans() throws {
        let html = Self.page.replacing(" data-load-target=\"\"", with: "")
        let scan = try PageScan(setCookieHeaders: ["wf_browser=ab"], html: html)
        #expect(scan.target == nil)
    }

    @Test func unescapesTheToken() throws {
        let html = Self.page.replacing("0123abcd.ff00", with: "a&amp;b&quot;c")
        #expect(try PageScan(setCookieHeaders: ["wf_browser=ab"], html: html).token == "a&b\"c")
    }

    @Test func namesWhatIsMissing() {
        #expect(throws: PageScanError.missing("a Set-Cookie header for wf_browser")) {
            try PageScan(setCookieHeaders: ["session=1"], html: Self.page)
        }
        #expect(throws: PageScanError.missing("<meta name=\"wf-token\" content=\"…\">")) {
            try PageScan(setCookieHeaders: ["wf_browser=ab"], html: "<html></html>")
        }
        #expect(throws: PageScanError.missing("the root element's data-wf-seq")) {
            try PageScan(setCookieHeaders: ["wf_browser=ab"], html: Self.page.replacing("data-wf-seq", with: "data-x"))
        }
    }
}
