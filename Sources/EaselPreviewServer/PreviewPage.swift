/// The page `easel preview` serves: each preview's picture, its layout tree beside it, a frames
/// overlay, and why the chosen view has its size. It redraws itself when the server says the files
/// changed (server-sent events), shows the compiler's messages in place of the pictures when they
/// don't compile, and in Interact mode sends clicks on the picture as taps.
///
/// The picture is shown at one CSS pixel a point, so the tree's frames (points) place the overlay
/// directly.
enum PreviewPage {
    static let html = #"""
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
    <title>easel preview</title>
    <style>
    :root { font: 14px/1.4 system-ui, sans-serif; color: #1c1c1e; background: #f2f2f7; }
    body { margin: 0; }
    header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 12px; align-items: center;
             padding: 10px 16px; background: #fff; border-bottom: 1px solid #d1d1d6; }
    header h1 { font-size: 16px; margin: 0; }
    #status { padding: 2px 10px; border-radius: 10px; background: #e5e5ea; }
    #status.ready { background: #d1f2d9; } #status.failed { background: #ffd6d6; } #status.building { background: #fff1c2; }
    main { padding: 16px; display: grid; gap: 24px; }
    pre.errors { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid #ff3b30; padding: 12px; margin: 0; }
    section.preview { background: #fff; border-radius: 12px; padding: 12px; display: grid; gap: 12px;
                      grid-template-columns: minmax(0, max-content) minmax(0, 1fr); }
    section.preview h2 { grid-column: 1 / -1; font-size: 15px; margin: 0; }
    .canvas { position: relative; align-self: start; line-height: 0; border: 1px solid #d1d1d6; max-width: 100%; overflow: auto; }
    .canvas img { display: block; }
    .frame { position: absolute; box-sizing: border-box; border: 1px solid rgba(0, 122, 255, .55); pointer-events: none; }
    .highlight { position: absolute; box-sizing: border-box; border: 2px solid #ff9500; background: rgba(255, 149, 0, .15); pointer-events: none; }
    .side { min-width: 0; display: grid; gap: 8px; align-content: start; }
    .tree { font: 12px/1.5 ui-monospace, monospace; max-height: 420px; overflow: auto; border: 1px solid #e5e5ea; padding: 4px 0; }
    .tree div { white-space: nowrap; padding: 0 8px; cursor: pointer; }
    .tree div:hover, .tree div.hovered { background: #fff1c2; } .tree div.selected { background: #cce4ff; }
    .explanation { white-space: pre-wrap; overflow-wrap: anywhere; font: 12px/1.5 ui-monospace, monospace; background: #f2f2f7; padding: 8px; margin: 0; min-height: 3em; }
    .message { color: #8e8e93; min-height: 1.4em; }
    @media (max-width: 700px) { section.preview { grid-template-columns: minmax(0, 1fr); } }
    </style></head>
    <body>
    <header><h1>easel preview</h1><span id="status">Connecting…</span>
      <label><input type="radio" name="mode" value="interact" checked> Interact</label>
      <label><input type="radio" name="mode" value="select"> Select</label>
      <label><input type="checkbox" id="frames"> Frames</label></header>
    <main id="main"></main>
    <script>
    const main = document.getElementById('main'), statusLabel = document.getElementById('status')
    let state = { version: -1 }, shown = [], shownNames = null
    const mode = () => document.querySelector('input[name=mode]:checked').value
    const el = (tag, props = {}, ...children) => { const e = Object.assign(document.createElement(tag), props); e.append(...children); return e }

    function flatten(tree) {
      const nodes = []
      const walk = (node, depth) => { nodes.push({ node, depth }); node.children.forEach(child => walk(child, depth + 1)) }
      walk(tree, 0)
      return nodes
    }
    const length = v => typeof v === 'number' ? String(Math.round(v * 100) / 100) : v
    const label = n => n.name + (n.detail == null ? '' : '(' + n.detail + ')')

    function section(index, name) {
      const s = el('section', { className: 'preview' })
      const img = el('img', { className: 'picture', alt: name })
      img.dataset.preview = index
      const canvas = el('div', { className: 'canvas' }, img)
      const tree = el('div', { className: 'tree' }), explanation = el('pre', { className: 'explanation' }, 'Select a view (Select mode, or click it in the tree) to see why it has its size.')
      const message = el('div', { className: 'message' }), diagnostics = el('div', { className: 'message diagnostics' })
      s.append(el('h2', {}, name), canvas, el('div', { className: 'side' }, tree, message, explanation, diagnostics))
      const view = { index, s, img, canvas, tree, explanation, message, diagnostics, nodes: [], selected: null }
      canvas.addEventListener('mousemove', e => highlight(view, nodeAt(view, e)))
      canvas.addEventListener('mouseleave', () => highlight(view, null))
      canvas.addEventListener('click', e => clicked(view, e))
      return view
    }

    function point(view, event) {
      const box = view.img.getBoundingClientRect()
      return { x: event.clientX - box.left, y: event.clientY - box.top }
    }
    // The innermost view under the pointer: the last, in depth-first order, whose frame holds it.
    function nodeAt(view, event) {
      const p = point(view, event)
      for (let k = view.nodes.length - 1; k >= 0; k--) {
        const f = view.nodes[k].node.frame
        if (p.x >= f.x && p.y >= f.y && p.x <= f.x + f.width && p.y <= f.y + f.height) return k
      }
      return null
    }
    function box(view, k, className) {
      const f = view.nodes[k].node.frame
      const d = el('div', { className })
      Object.assign(d.style, { left: f.x + 'px', top: f.y + 'px', width: f.width + 'px', height: f.height + 'px' })
      return d
    }
    function highlight(view, k) {
      view.canvas.querySelectorAll('.highlight').forEach(d => d.remove())
      view.tree.querySelectorAll('.hovered').forEach(d => d.classList.remove('hovered'))
      if (k == null) return
      view.canvas.append(box(view, k, 'highlight'))
      const row = view.tree.children[k]
      row.classList.add('hovered')
      row.scrollIntoView({ block: 'nearest' })
    }
    function drawFrames(view) {
      view.canvas.querySelectorAll('.frame').forEach(d => d.remove())
      if (!document.getElementById('frames').checked) return
      view.nodes.forEach((_, k) => view.canvas.append(box(view, k, 'frame')))
    }

    function draw(view, data) {
      view.img.src = 'data:image/png;base64,' + data.png
      view.img.style.width = data.width + 'px'
      view.img.style.height = data.height + 'px'
      view.img.dataset.version = state.version
      view.nodes = flatten(data.tree)
      view.tree.replaceChildren(...view.nodes.map(({ node, depth }, k) => {
        const f = node.frame
        const row = el('div', {}, '\u00a0'.repeat(depth * 2) + label(node) + '  ' + length(f.width) + '×' + length(f.height) + ' at (' + length(f.x) + ', ' + length(f.y) + ')')
        row.dataset.node = k
        row.addEventListener('mouseenter', () => highlight(view, k))
        row.addEventListener('click', () => select(view, k))
        if (k === view.selected) row.classList.add('selected')
        return row
      }))
      view.diagnostics.textContent = (data.diagnostics || []).join('\n')
      view.message.textContent = data.message || ''
      drawFrames(view)
      if (view.selected != null && view.selected < view.nodes.length) select(view, view.selected)
    }

    async function select(view, k) {
      view.selected = k
      view.tree.querySelectorAll('.selected').forEach(d => d.classList.remove('selected'))
      view.tree.children[k]?.classList.add('selected')
      const answer = await fetch('/previews/' + view.index + '/explanation?node=' + k)
      view.explanation.textContent = answer.ok ? (await answer.json()).text : await answer.text()
    }

    async function clicked(view, event) {
      if (mode() === 'select') {
        const k = nodeAt(view, event)
        if (k != null) select(view, k)
        return
      }
      const p = point(view, event)
      const answer = await fetch('/previews/' + view.index + '/tap?x=' + p.x + '&y=' + p.y, { method: 'POST' })
      if (answer.ok) draw(view, await answer.json())
      else view.message.textContent = await answer.text()
    }

    async function show(next) {
      if (next.version <= state.version) return
      state = next
      statusLabel.className = next.status
      statusLabel.textContent = { building: 'Building…', ready: 'Ready', failed: 'Does not build' }[next.status]
      if (next.status === 'failed') {
        shown = []; shownNames = null
        main.replaceChildren(el('pre', { className: 'errors' }, next.message || ''))
        return
      }
      if (next.status !== 'ready') return
      // The same previews as before keep their sections (and the view selected in them).
      if (shownNames !== JSON.stringify(next.previews)) {
        shownNames = JSON.stringify(next.previews)
        shown = next.previews.map((name, index) => section(index, name))
        main.replaceChildren(...shown.map(v => v.s))
      }
      for (const view of shown) {
        const answer = await fetch('/previews/' + view.index)
        if (state.version !== next.version) return
        if (answer.ok) draw(view, await answer.json())
        else view.message.textContent = await answer.text()
      }
    }

    document.getElementById('frames').addEventListener('change', () => shown.forEach(drawFrames))
    const events = new EventSource('/events')
    events.addEventListener('state', e => show(JSON.parse(e.data)))
    events.onerror = () => { statusLabel.className = 'failed'; statusLabel.textContent = 'Disconnected: is easel preview still running?' }
    </script></body></html>
    """#
}
