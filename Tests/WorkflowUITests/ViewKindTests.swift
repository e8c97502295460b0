import Testing
@_spi(Backend) import WorkflowUI

@Suite struct ViewKindTests {
    struct ListRowView {}
    struct DetailView {}

    @Test func aKindNamedAfterATypeIsTheTypesNameAndStaysSo() {
        #expect(ViewKind.named(after: ListRowView.self).name == "ListRowView")
        #expect(ViewKind.named(after: ListRowView.self).name == "ListRowView", "remembered, not worked out again differently")
        #expect(ViewKind.named(after: DetailView.self).name == "DetailView", "each type has its own entry")
    }
}
