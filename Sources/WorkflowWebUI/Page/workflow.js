// The page's script, served as /workflow.js (WebPage.script). Hand-written, no build step: it joins the session
// over a WebSocket, reports events on elements that declare handlers (data-wf-on), applies patches by element id
// (data-wf), keeps what the person is typing, opens modal dialogs as modal, mirrors back stack depth in the browser's
// history, and reconnects with back-off, re-sending every event the session may not have kept, so that none is lost
// or applied twice. The protocol is in docs/web-protocol.md.
// This first paragraph is for the reader: the server serves the file from its first blank line on, with each
// __WF_NAME__ placeholder replaced by the Swift constant it stands for (see PageAsset.swift), once, at startup.
/* global __WF_PROTOCOL_VERSION__, __WF_SEEN_EVERY__ */

(() => {
  "use strict";
  const root = document.getElementById("wf-root");
  const tokenMeta = document.querySelector('meta[name="wf-token"]');
  if (!root || !tokenMeta) return;
  const token = tokenMeta.content;
  const mountMeta = document.querySelector('meta[name="wf-mount"]');
  const mount = mountMeta ? mountMeta.content : "";
  // The app's URLs follow its screens: the history holds real URLs, not back stack depth.
  const locations = document.querySelector('meta[name="wf-locations"]') !== null;
  let seq = Number(root.dataset.wfSeq || 0);
  // The latest patch number the server was told the page applied.
  let reported = seq;
  let epoch = root.dataset.wfEpoch || "";
  // The server's store keeps the session: an event is forgotten once it is stored, not
  // merely applied, so that a session restored elsewhere can be given it again.
  const durable = root.dataset.wfDurable === "1";
  let socket = null;
  let joined = false;
  // Events are numbered over the page's whole life, so a re-sent one is recognised.
  let eventNumber = Number(root.dataset.wfAck || 0);
  let retries = 0;
  let ended = false;
  const pending = [];         // events not yet safe with the session: { message, path }
  let replaying = false;      // re-sending to a restored session, one event at a time
  let awaited = 0;            // the event being replayed
  const typing = new Map();   // element id -> number of the latest input event sent for it
  let historyDepth = 1;
  let ignoredPops = 0;

  const status = document.createElement("div");
  status.className = "wf-status";
  status.setAttribute("role", "status");
  document.body.appendChild(status);
  const setStatus = (text) => {
    status.textContent = text;
    status.classList.toggle("wf-visible", text !== "");
  };

  const byId = (id) => id === 0 ? root : root.querySelector('[data-wf="' + id + '"]');
  const fragment = (html) => {
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.content;
  };
  const handles = (element, event) => (element.getAttribute("data-wf-on") || "").split(" ").includes(event);
  // Where an element is, as child indexes from the root: what finds it again in a page a
  // restored session rewrote with new ids.
  const pathOf = (element) => {
    const path = [];
    for (let node = element; node && node !== root; node = node.parentNode) {
      path.unshift(Array.prototype.indexOf.call(node.parentNode.childNodes, node));
    }
    return path;
  };
  const atPath = (path) => path.reduce((node, index) => node && node.childNodes[index], root);
  const isOpen = () => joined && socket && socket.readyState === WebSocket.OPEN;

  function sendEvent(element, event, value) {
    eventNumber += 1;
    const message = { type: "event", n: eventNumber, target: Number(element.dataset.wf), event: event };
    if (value !== undefined) message.value = value;
    if (event === "input") typing.set(element.dataset.wf, eventNumber);
    pending.push({ message: message, path: pathOf(element) });
    if (isOpen() && !replaying) transmit(message);
  }

  // Sends an event, telling the server the latest patch applied (its flow control holds
  // patches back from a page that falls too far behind).
  function transmit(message) {
    message.seq = seq;
    reported = seq;
    socket.send(JSON.stringify(message));
  }

  // Tells the server how far the page has got when it has said nothing for a while: a page
  // that only listens would otherwise be held back after the server's limit of patches.
  function reportProgress() {
    if (seq - reported >= __WF_SEEN_EVERY__ && isOpen()) {
      reported = seq;
      socket.send(JSON.stringify({ type: "seen", seq: seq }));
    }
  }

  // Drops the events the session no longer needs: those stored, or applied when nothing
  // is stored.
  function forget(upTo) {
    while (pending.length && pending[0].message.n <= upTo) pending.shift();
  }

  // After a join: the session has applied events up to `acknowledged`; send it the rest.
  // A session of another epoch was restored from its store, with new element ids and
  // perhaps older than this page: its missing events are replayed one at a time, each
  // re-aimed at the element now where its target was when it was sent (or dropped if there
  // is none), after the page has shown what the one before did.
  function resume(acknowledged, newEpoch) {
    const restored = newEpoch !== undefined && newEpoch !== epoch;
    if (restored) {
      epoch = newEpoch;
      typing.clear();
      replaying = true;
    }
    // Applied is safe unless a store keeps the session; what a restored session has came
    // from its store.
    if (!durable || restored) forget(acknowledged);
    joined = true;
    retries = 0;
    setStatus("");
    if (replaying) {
      replayAfter(acknowledged);
    } else {
      for (const entry of pending) {
        if (entry.message.n > acknowledged && socket.readyState === WebSocket.OPEN) transmit(entry.message);
      }
    }
  }

  function replayAfter(acknowledged) {
    const next = pending.find((entry) => entry.message.n > acknowledged);
    if (!next) { replaying = false; return; }
    const element = atPath(next.path);
    if (element && element.dataset && element.dataset.wf && handles(element, next.message.event)) {
      next.message.target = Number(element.dataset.wf);
      awaited = next.message.n;
      if (socket.readyState === WebSocket.OPEN) transmit(next.message);
    } else {
      pending.splice(pending.indexOf(next), 1);
      replayAfter(acknowledged);
    }
  }

  function setAttribute(element, name, value, acknowledged) {
    if (value === null) element.removeAttribute(name); else element.setAttribute(name, value);
    if (name === "value" && (element.tagName === "INPUT" || element.tagName === "TEXTAREA")) {
      const latest = typing.get(element.dataset.wf);
      // The server has not yet seen everything typed here: its value would undo typing.
      if (latest !== undefined && acknowledged < latest) return;
      setValue(element, value === null ? "" : value);
    }
  }

  // Shows `next` in a text field, keeping the caret where it was if the person is in it.
  function setValue(element, next) {
    if (element.value === next) return;
    const focused = document.activeElement === element;
    const start = element.selectionStart;
    const end = element.selectionEnd;
    element.value = next;
    if (focused && start !== null) {
      element.setSelectionRange(Math.min(start, next.length), Math.min(end, next.length));
    }
  }

  // A reset describes the whole page again, yet most of it is usually the elements already
  // shown, under new ids. Those are kept and brought up to date where they stand (ids,
  // attributes, text, what fields show), and only what differs is replaced: whatever the
  // browser holds on an element survives, above all a click whose mouse button is down as the
  // reset arrives (replaced, its button would never see the click), and focus and the caret.
  // Elements are matched by position, as the replay of events is. `acknowledged` guards what
  // the person typed as a patch's value does (Infinity for a new incarnation, whose ids are new).
  function morphChildren(current, wanted, acknowledged) {
    const nodes = Array.from(wanted.childNodes);
    nodes.forEach((node, index) => {
      const existing = current.childNodes[index];
      if (existing && existing.nodeType === node.nodeType && existing.nodeName === node.nodeName) {
        morph(existing, node, acknowledged);
      } else {
        current.insertBefore(node, existing || null);
      }
    });
    while (current.childNodes.length > nodes.length) current.lastChild.remove();
  }

  function morph(existing, wanted, acknowledged) {
    if (existing.nodeType !== Node.ELEMENT_NODE) {
      if (existing.data !== wanted.data) existing.data = wanted.data;
      return;
    }
    // What a field shows is its own state, which its markup (attributes, a text area's text,
    // options marked selected) sets only until the person changes it: a replaced field would
    // show the server's, so this one is made to. Read before the children move out of `wanted`.
    const isField = existing.tagName === "INPUT" || existing.tagName === "TEXTAREA";
    const value = isField ? wanted.value : undefined;
    const checked = isField ? wanted.checked : undefined;
    const selected = existing.tagName === "SELECT" ? wanted.selectedIndex : undefined;
    for (const name of existing.getAttributeNames()) {
      if (!wanted.hasAttribute(name)) existing.removeAttribute(name);
    }
    for (const name of wanted.getAttributeNames()) {
      const next = wanted.getAttribute(name);
      if (existing.getAttribute(name) !== next) existing.setAttribute(name, next);
    }
    morphChildren(existing, wanted, acknowledged);
    if (isField) {
      const latest = typing.get(existing.dataset.wf);
      // The server has not yet seen everything typed here: its value would undo typing.
      if (latest === undefined || acknowledged >= latest) setValue(existing, value);
      if (existing.checked !== checked) existing.checked = checked;
    }
    if (selected !== undefined && existing.selectedIndex !== selected) existing.selectedIndex = selected;
  }

  // A stream's items are its container's children, found by their data-wf-key; the server
  // keeps none of them, so an item it names may be gone (trimmed by the limit) here.
  function streamItem(container, key) {
    for (const child of container.children) if (child.dataset.wfKey === key) return child;
    return null;
  }

  function streamAdd(container, key, html, atEnd) {
    const existing = streamItem(container, key);
    if (existing) existing.remove();
    if (atEnd) container.append(fragment(html)); else container.prepend(fragment(html));
    const limit = Number(container.dataset.wfLimit);
    if (!(limit > 0)) return;
    while (container.children.length > limit) {
      (atEnd ? container.firstElementChild : container.lastElementChild).remove();
    }
  }

  function applyPatch(operations, acknowledged) {
    const focused = document.activeElement;
    for (const op of operations) {
      switch (op[0]) {
        case "t": byId(op[1]).childNodes[op[2]].data = op[3]; break;
        case "a": setAttribute(byId(op[1]), op[2], op[3], acknowledged); break;
        case "i": { const parent = byId(op[1]); parent.insertBefore(fragment(op[3]), parent.childNodes[op[2]] || null); break; }
        case "r": { const parent = byId(op[1]); parent.removeChild(parent.childNodes[op[2]]); break; }
        case "m": {
          const parent = byId(op[1]);
          const moved = parent.childNodes[op[2]];
          parent.removeChild(moved);
          parent.insertBefore(moved, parent.childNodes[op[3]] || null);
          break;
        }
        case "h": byId(op[1]).replaceChildren(fragment(op[2])); break;
        case "o": byId(op[1]).replaceWith(fragment(op[2])); break;
        case "sa": case "sp": streamAdd(byId(op[1]), op[2], op[3], op[0] === "sa"); break;
        case "su": { const item = streamItem(byId(op[1]), op[2]); if (item) item.replaceWith(fragment(op[3])); break; }
        case "sd": { const item = streamItem(byId(op[1]), op[2]); if (item) item.remove(); break; }
        case "sr": byId(op[1]).replaceChildren(); break;
        default: console.error("workflow: unknown patch operation", op);
      }
    }
    // A move takes an element out of the page for a moment, which drops its focus.
    if (focused && focused !== document.activeElement && document.contains(focused)) focused.focus();
    afterChange();
  }

  function innermostBackHandler(within) {
    const handlers = (within || root).querySelectorAll('[data-wf-on~="back"]');
    return handlers.length ? handlers[handlers.length - 1] : null;
  }

  function afterChange() {
    // A dialog reused for an overlay that is no longer modal (overlays are keyed by their
    // place) must stop being modal, or it would keep the page below inert.
    for (const dialog of root.querySelectorAll("dialog.wf-overlay:not(.wf-modal)")) {
      if (dialog.matches(":modal")) { dialog.close(); dialog.show(); }
    }
    for (const dialog of root.querySelectorAll("dialog.wf-modal")) {
      if (!dialog.matches(":modal")) {
        if (dialog.open) dialog.close();
        dialog.showModal();
        const first = dialog.querySelector("button, input, textarea, select, [tabindex]");
        if (first) first.focus();
      }
    }
    // Back stacks nest (a sample's stack inside the gallery's top frame): the page is as deep
    // as all of them together, and each Back pops one level of one of them.
    if (locations) return;
    let depth = 1;
    for (const stack of root.querySelectorAll(".wf-back-stack")) depth += Math.max(0, Number(stack.dataset.depth || 1) - 1);
    if (depth > historyDepth) {
      for (let level = historyDepth + 1; level <= depth; level += 1) history.pushState({ depth: level }, "", "#" + level);
    } else if (depth < historyDepth) {
      ignoredPops += 1;
      history.go(depth - historyDepth);
    }
    historyDepth = depth;
  }

  function receive(message) {
    if (message.p !== undefined) {
      // A patch: the one message without a type, for brevity.
      if (message.p !== seq + 1) { socket.close(); return; }   // out of step: rejoin
      applyPatch(message.o, message.a);
      seq = message.p;
      applied(message.a);
      if (message.s !== undefined) forget(message.s);   // stored, told with the patch
      reportProgress();
      return;
    }
    switch (message.type) {
      case "joined":
        resume(message.ack);
        break;
      case "ack":
        applied(message.ack);
        if (message.s !== undefined) forget(message.s);
        break;
      case "stored":
        forget(message.n);
        break;
      case "reset":
        morphChildren(root, fragment(message.html), message.epoch === epoch ? message.ack : Infinity);
        seq = message.seq;
        afterChange();
        resume(message.ack, message.epoch);
        reportProgress();
        break;
      case "location":
        document.title = message.title;
        if (message.url !== location.pathname + location.search) {
          if (message.replace) history.replaceState({}, "", message.url);
          else history.pushState({}, "", message.url);
        }
        break;
      case "error":
        console.error("workflow: the server refused a message:", message.code, message.message);
        // The session is gone for good, or its token no longer fits (the browser signed in
        // as someone else since): a new page load starts a new one, or goes where the app
        // sends a stranger.
        // Once a minute at most: a browser that keeps no cookies would otherwise reload
        // for ever; it is told why instead.
        if (message.code === "ended" || message.code === "bad-token") {
          ended = true;
          const last = Number(sessionStorage.getItem("wf-reloaded") || 0);
          if (Date.now() - last > 60000) {
            sessionStorage.setItem("wf-reloaded", String(Date.now()));
            location.reload();
          } else {
            setStatus("This page cannot reach its session. Allow cookies for this site, then reload.");
          }
        }
        break;
    }
  }

  function applied(acknowledged) {
    for (const [id, number] of typing) if (number <= acknowledged) typing.delete(id);
    if (!durable) forget(acknowledged);
    if (replaying && acknowledged >= awaited) replayAfter(acknowledged);
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + mount + "/live");
    socket.onopen = () => {
      reported = seq;
      socket.send(JSON.stringify({ type: "join", v: __WF_PROTOCOL_VERSION__, token: token, seq: seq, epoch: epoch, url: location.pathname + location.search }));
    };
    socket.onmessage = (event) => receive(JSON.parse(event.data));
    socket.onclose = () => {
      joined = false;
      if (ended) return;
      setStatus("Reconnecting…");
      // At once the first time, then growing, with jitter, up to ten seconds.
      const delay = retries === 0 ? 0 : Math.min(10000, 250 * 2 ** retries) * (0.5 + Math.random() / 2);
      retries += 1;
      setTimeout(connect, delay);
    };
  }

  // Going away for good (the tab closes, or the person follows a link): the session need
  // not wait for this page to come back (a reload or Back makes a new one).
  window.addEventListener("pagehide", () => {
    if (isOpen()) socket.send(JSON.stringify({ type: "leave" }));
    ended = true;
  });

  document.addEventListener("click", (event) => {
    const element = event.target.closest("[data-wf-on]");
    if (element && root.contains(element) && handles(element, "click")) {
      event.preventDefault();
      sendEvent(element, "click");
    }
  });
  document.addEventListener("input", (event) => {
    const element = event.target;
    if (element.dataset && element.dataset.wf && handles(element, "input")) sendEvent(element, "input", element.value);
  });
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (form.dataset && form.dataset.wf && handles(form, "submit")) {
      event.preventDefault();
      sendEvent(form, "submit");
    }
  });
  document.addEventListener("keydown", (event) => {
    const element = event.target.closest ? event.target.closest('[data-wf-on~="keydown"]') : null;
    if (element && root.contains(element)) sendEvent(element, "keydown", event.key);
    if (event.key === "Escape" && !event.defaultPrevented && !document.querySelector("dialog:modal")) {
      const handler = innermostBackHandler();
      if (handler) sendEvent(handler, "back");
    }
  });
  document.addEventListener("cancel", (event) => {
    // Escape in a modal dialog: the app decides, through the innermost back handler in it.
    if (event.target.tagName !== "DIALOG") return;
    event.preventDefault();
    const handler = innermostBackHandler(event.target);
    if (handler) sendEvent(handler, "back");
  }, true);
  window.addEventListener("popstate", () => {
    if (locations) {
      // Back or Forward to another of the app's URLs: the server takes the app there.
      sendEvent(root, "navigate", location.pathname + location.search);
      return;
    }
    if (ignoredPops > 0) { ignoredPops -= 1; return; }
    const handler = innermostBackHandler();
    if (handler) {
      historyDepth -= 1;
      sendEvent(handler, "back");
    }
  });

  // A reload starts a fresh session at the first level: drop a hash left by the last one.
  if (!locations) history.replaceState({ depth: 1 }, "", location.pathname + location.search);
  afterChange();
  connect();
})();
