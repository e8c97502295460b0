/// The inspector page's looks: a dark developer-tool theme, three panes side by side, rows
/// coloured by kind, diffs in red and green.
public enum InspectorStylesheet {
    /// The CSS to serve with the page (``InspectorServer`` does).
    public static let css = """
        :root { color-scheme: dark; }
        body { margin: 0; background: #16181d; color: #d8dde6; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        #wf-root { max-width: none; padding: 0; }
        .inspector { display: flex; flex-direction: column; height: 100vh; }
        .header { padding: .5rem .8rem; background: #1f232b; border-bottom: 1px solid #2e3440; display: flex; flex-wrap: wrap; gap: .4rem 1.2rem; align-items: center; }
        .header h1 { font-size: 14px; margin: 0; color: #8fbcff; }
        .header nav, .tools, .travel, .recording { display: flex; gap: .3rem; align-items: center; flex-wrap: wrap; }
        button, .recording a { background: #2a303b; color: #d8dde6; border: 1px solid #3a4250; border-radius: 4px; padding: .15rem .55rem; font: inherit; cursor: pointer; text-decoration: none; }
        button:hover, .recording a:hover { background: #343c4a; }
        button.chosen { background: #2f5fa8; border-color: #4a7fd0; color: #fff; }
        .inspector input[type="text"] { background: #111318; color: #d8dde6; border: 1px solid #3a4250; border-radius: 4px; padding: .15rem .4rem; font: inherit; }
        .inspector input.search { width: 16rem; } .inspector input.import { width: 20rem; }
        .travel-status, .counts, .hint { color: #8a93a3; }
        .message { margin: 0; padding: .35rem .8rem; background: #4a1f24; color: #ffb3ba; }
        .panes { flex: 1; display: grid; grid-template-columns: minmax(16rem, 1fr) minmax(20rem, 1.3fr) minmax(20rem, 1.4fr); min-height: 0; outline: none; }
        .panes:focus { box-shadow: inset 0 0 0 1px #4a7fd0; }
        .pane { overflow: auto; border-right: 1px solid #2e3440; padding: .3rem .5rem; min-height: 0; }
        .pane h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: #8a93a3; margin: 0; padding: .3rem 0; position: sticky; top: -.3rem; background: #16181d; z-index: 1; }
        ul.tree, ol.log { list-style: none; margin: 0; padding: 0; }
        .node, .event { padding: .1rem .4rem; border-radius: 3px; cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .node:hover, .event:hover { background: #232833; }
        .node.selected, .event.selected { background: #2f4a75; }
        .node .type { color: #8fbcff; margin-right: .5rem; }
        .node.worker .type { color: #d7a6ff; }
        .node .state { color: #b7c0cf; }
        .node .renders { color: #6c7586; margin-left: .5rem; }
        .node.fresh .renders { color: #f0c674; }
        .node.fresh::before { content: "●"; color: #f0c674; margin-right: .3rem; }
        .event-id { color: #6c7586; display: inline-block; width: 3.5rem; }
        .step { color: #81a2be; display: inline-block; width: 4.5rem; }
        .event.started .summary, .event.ended .summary { color: #b294bb; }
        .event.diagnostic .summary { color: #f0c674; }
        .event.future { opacity: .45; }
        .field { margin: .15rem 0; display: flex; gap: .6rem; align-items: baseline; }
        .field .label { color: #8a93a3; min-width: 8.5rem; }
        .field .value { min-width: 0; overflow-wrap: anywhere; }
        pre.code { background: #111318; border: 1px solid #2e3440; border-radius: 4px; padding: .4rem .6rem; overflow: auto; margin: .2rem 0 .6rem; white-space: pre; }
        .diff .removed { color: #ff8f8f; background: #3a1d21; }
        .diff .added { color: #9be29b; background: #1b3320; }
        """
}
