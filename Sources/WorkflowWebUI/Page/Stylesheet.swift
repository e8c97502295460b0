extension WebPage {
    /// The backend's own styles, served at ``stylesheetPath``: the containers' layout, modal
    /// dialogs, the reconnecting indicator, and a plain, readable look for common elements.
    /// An app appends its own rules after these.
    public static let stylesheet = #"""
    :root {
      --wf-accent: #2563eb;
      --wf-text: #1f2937;
      --wf-muted: #6b7280;
      --wf-border: #e5e7eb;
      --wf-surface: #ffffff;
      --wf-background: #f3f4f6;
      --wf-danger: #dc2626;
      color-scheme: light;
    }
    * { box-sizing: border-box; }
    body {
      margin: 0;
      font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif;
      color: var(--wf-text);
      background: var(--wf-background);
    }
    #wf-root { display: block; max-width: 1100px; margin: 0 auto; padding: 24px; }
    .wf-slot { display: contents; }
    .wf-split { display: grid; gap: 16px; align-items: start; }
    .wf-pane { min-width: 0; }
    .wf-back-stack { display: block; }
    .wf-layers { position: relative; }
    dialog.wf-overlay {
      border: 1px solid var(--wf-border);
      border-radius: 12px;
      padding: 24px;
      min-width: 320px;
      max-width: min(560px, 90vw);
      box-shadow: 0 20px 50px rgba(0, 0, 0, 0.25);
      background: var(--wf-surface);
      color: var(--wf-text);
    }
    dialog.wf-overlay::backdrop { background: rgba(17, 24, 39, 0.45); }
    .wf-tabs { display: block; }
    .wf-tab-bar { display: flex; gap: 4px; border-bottom: 1px solid var(--wf-border); margin-bottom: 16px; }
    .wf-tab { border: none; border-bottom: 3px solid transparent; border-radius: 0; background: none; padding: 8px 16px; }
    .wf-tab.wf-selected { border-bottom-color: var(--wf-accent); font-weight: 600; }
    .wf-error { color: var(--wf-danger); font-weight: 600; }
    .wf-status {
      position: fixed; right: 16px; bottom: 16px;
      padding: 6px 12px; border-radius: 999px;
      background: #111827; color: #f9fafb; font-size: 13px;
      opacity: 0; transition: opacity 0.2s; pointer-events: none;
    }
    .wf-status.wf-visible { opacity: 0.9; }
    h1, h2 { line-height: 1.2; margin: 0 0 16px; }
    h1 { font-size: 28px; }
    h2 { font-size: 20px; }
    button {
      font: inherit; cursor: pointer;
      padding: 8px 16px; border-radius: 8px;
      border: 1px solid var(--wf-border); background: var(--wf-surface); color: var(--wf-text);
    }
    button:hover { border-color: var(--wf-accent); }
    button:focus-visible, input:focus-visible { outline: 3px solid rgba(37, 99, 235, 0.4); outline-offset: 1px; }
    button.primary { background: var(--wf-accent); border-color: var(--wf-accent); color: white; }
    button.danger { background: var(--wf-danger); border-color: var(--wf-danger); color: white; }
    input[type="text"], input[type="password"] {
      font: inherit; width: 100%;
      padding: 8px 12px; border-radius: 8px; border: 1px solid var(--wf-border);
    }
    .card {
      background: var(--wf-surface); border: 1px solid var(--wf-border);
      border-radius: 12px; padding: 20px;
    }
    .muted { color: var(--wf-muted); }
    .row-list { list-style: none; margin: 0; padding: 0; }
    .row-list li { border-bottom: 1px solid var(--wf-border); }
    .row-list li:last-child { border-bottom: none; }
    .row-list button { width: 100%; text-align: left; border: none; border-radius: 0; background: none; padding: 12px 8px; }
    .row-list button:hover { background: var(--wf-background); }
    .row-list .selected button { background: #dbeafe; font-weight: 600; }
    .actions { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 16px; }
    """#
}
