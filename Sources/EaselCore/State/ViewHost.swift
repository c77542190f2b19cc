import Foundation

/// Hosts a view and keeps its state between renders, as a window does: render it, use its
/// controls (tap a button, type into a field, flip a toggle, drag a slider), render again and see
/// what changed.
///
/// ```swift
/// let host = ViewHost(QuizView())
/// try host.tap("Play Again")            // a control whose label reads "Play Again"
/// try host.tap(id: "question")          // or the view tagged .id("question")
/// host.layout.frame(id: "answers")      // the layout after the change
/// ```
///
/// Each use of a control runs its action or sets its binding, then updates the view as SwiftUI
/// does: only the views that depend on what changed run their bodies again (a view's `@State`, the
/// observable objects it holds, the `@Observable` properties it read), and the others keep what
/// they made, remembered sizes included (see `ViewUpdates`). `render()` evaluates every body.
///
/// With the `MainActorViews` trait a host is made on the main actor (its initialisers are
/// `@MainActor`, as the views it lays out are); not being `Sendable`, it then stays there.
public final class ViewHost<Content: View> {
    /// The hosted view, as first given: its state lives in the host, not in this value.
    public let content: Content
    /// The canvas the view is laid out in: the one given, or, for a host that proposes a size,
    /// the size the view chose in its current state.
    public var canvasSize: CGSize { layout.canvasSize }
    let sizing: ViewLayout.Sizing
    public private(set) var environment: EnvironmentValues
    let store = StateStore()
    /// The views of the current state, resolved again for each update.
    let graph = ViewGraph()
    private let record = _HostRecord()
    let lifecycle = LifecycleRunner()
    private var isRendering = false
    private var needsRender = false
    private var hostDiagnostics: [String] = []
    /// What the last update (or render) did, over all its renders: how many bodies it evaluated,
    /// how many views it kept.
    package internal(set) var updateStatistics = UpdateStatistics()
    /// The environment of the current layout.
    var laidOutEnvironment: EnvironmentValues?
    /// The layout of the current state.
    public internal(set) var layout: ViewLayout

    /// How many renders in a row lifecycle actions (`onAppear`, `onChange`) may cause before the
    /// host stops and says so: a view whose `onChange` changes its own value would never settle.
    public static var maximumLifecycleRenders: Int { 16 }

    /// The device the view is hosted on, if one was given: its screen is the canvas and its safe
    /// area is respected.
    public let device: Device?

    #if MainActorViews
    @MainActor @preconcurrency
    #endif
    public convenience init(_ content: Content, canvasSize: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3) {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        self.init(content, sizing: .canvas(canvasSize, safeAreaInsets: EdgeInsets()), environment: environment, device: nil)
    }

    /// Hosts the view on its own, as `ImageRenderer` draws it and as Xcode's previews show a view
    /// that doesn't fill a device: `proposal` goes to the view, and the canvas is the size it
    /// chooses, again after every change (a view that grows when tapped gets a larger canvas).
    #if MainActorViews
    @MainActor @preconcurrency
    #endif
    public convenience init(_ content: Content, proposing proposal: ProposedViewSize, scale: CGFloat = 3) {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        self.init(content, sizing: .proposal(proposal), environment: environment, device: nil)
    }

    /// Hosts the view on a device's screen, as an app's window there (see `ViewLayout(of:on:)`).
    #if MainActorViews
    @MainActor @preconcurrency
    #endif
    public convenience init(_ content: Content, on device: Device) {
        var environment = EnvironmentValues()
        environment.apply(device)
        self.init(content, sizing: .canvas(device.screenSize, safeAreaInsets: device.safeAreaInsets), environment: environment, device: device)
    }

    private init(_ content: Content, sizing: ViewLayout.Sizing, environment: EnvironmentValues, device: Device?) {
        self.content = content
        self.sizing = sizing
        var environment = environment
        environment._hostRecord = record
        self.environment = environment
        self.device = device
        self.layout = ViewLayout(of: content, sizing: sizing, environment: environment, stateStore: store, graph: graph)
        laidOutEnvironment = environment
        updateStatistics.add(store.updates.statistics)
        lifecycle.onReceive = { [weak self] in self?.receivedValue() }
        settle()
    }

    /// The clock views read (`TimelineView`): 9:41 on 9 January 2007, UTC, until set. Setting it
    /// updates the view, as a screen redraws when its timelines reach a new entry.
    public var date: Date {
        get { environment.currentDate }
        set {
            environment.currentDate = newValue
            update()
        }
    }

    /// Moves the clock on by `interval` seconds and renders again.
    public func advanceTime(by interval: TimeInterval) {
        guard interval.isFinite else {
            hostDiagnostics.append("advanceTime(by: \(interval)): the interval must be finite; the clock stays at \(date).")
            return
        }
        date = date.addingTimeInterval(interval)
    }

    /// The URLs this host's links were asked to open, in order: the system's `openURL` action opens
    /// nothing, it records (see `OpenURLAction`). Unlike ``OpenedURLs``, only this host's.
    public var openedURLs: [URL] { record.openedURLs }

    /// What this host's share links were tapped to share, in order (the share sheet is the
    /// system's and isn't drawn).
    public var sharedItems: [String] { record.sharedItems }

    /// Problems met laying out the current state, and the host's own (lifecycle actions that never
    /// settle).
    public var diagnostics: [String] { layout.diagnostics + hostDiagnostics }

    /// Lays the view out again with its current state, every body evaluated (state changed
    /// outside the host's knowledge, in an object that isn't observable, shows too), runs the
    /// lifecycle actions that render calls for (`onAppear` of views that now show, `onDisappear`
    /// of views that went, `onChange` of values that changed), and updates again until they are
    /// done; returns the layout.
    @discardableResult
    public func render() -> ViewLayout {
        updateStatistics = UpdateStatistics()
        layout = makeLayout(full: true)
        settle()
        return layout
    }

    /// Runs the lifecycle actions of the current layout and renders again while they run.
    func settle() {
        isRendering = true
        defer { isRendering = false }
        var renders = 0
        repeat {
            needsRender = false
            guard lifecycle.update(with: layout.storage.lifecycleEntries) || needsRender else { return }
            renders += 1
            layout = makeLayout()
            if renders == Self.maximumLifecycleRenders {
                hostDiagnostics.append("Lifecycle actions (onAppear, onChange, onReceive) changed state \(renders) renders in a row; the host stopped there.")
                return
            }
        } while true
    }

    /// A publisher a view subscribes to with `onReceive` sent a value: show what it changed.
    private func receivedValue() {
        if isRendering {
            needsRender = true
        } else {
            update()
        }
    }

    // MARK: Using controls

    /// Taps the control whose label reads `label` (a button's title, a toggle's label, an
    /// `accessibilityLabel`): runs a button's action, flips a toggle.
    public func tap(_ label: String) throws {
        try use(try found(labelled: label, what: "tap") { $0.isTappable })
    }

    /// Taps the view tagged `.id(id)` (or `.accessibilityIdentifier(id)`), or the control inside
    /// or around it.
    public func tap(id: AnyHashable) throws {
        try use(try found(id: id, what: "tap"))
    }

    /// Types `text` into the text field with the given placeholder (or label), replacing its text.
    public func type(_ text: String, into field: String) throws {
        guard case let .text(binding, _) = try interaction(labelled: field, what: "type into") else {
            throw ViewHostError.wrongKind(field, expected: "a text field")
        }
        binding.wrappedValue = text
        update()
    }

    /// Types `text` into the text field tagged `.id(id)`.
    public func type(_ text: String, intoID id: AnyHashable) throws {
        guard case let .text(binding, _) = try interaction(id: id, what: "type into") else {
            throw ViewHostError.wrongKind("\(id)", expected: "a text field")
        }
        binding.wrappedValue = text
        update()
    }

    /// Submits the text field with the given placeholder (or label), as the return key does: runs
    /// the `onSubmit` actions around it.
    public func submit(_ field: String) throws {
        guard case let .text(_, submit) = try interaction(labelled: field, what: "submit") else {
            throw ViewHostError.wrongKind(field, expected: "a text field")
        }
        submit.forEach { $0() }
        update()
    }

    /// Submits the text field tagged `.id(id)` (or `.accessibilityIdentifier(id)`).
    public func submit(id: AnyHashable) throws {
        guard case let .text(_, submit) = try interaction(id: id, what: "submit") else {
            throw ViewHostError.wrongKind("\(id)", expected: "a text field")
        }
        submit.forEach { $0() }
        update()
    }

    /// Sets the toggle labelled `label` to `isOn`.
    public func setToggle(_ label: String, to isOn: Bool) throws {
        guard case let .toggle(binding) = try interaction(labelled: label, what: "switch") else {
            throw ViewHostError.wrongKind(label, expected: "a toggle")
        }
        binding.wrappedValue = isOn
        update()
    }

    /// Drags the slider (or steps the stepper) tagged `.id(id)` to `value`, kept in its range and
    /// on its steps as the control keeps it.
    public func drag(id: AnyHashable, to value: Double) throws {
        guard case let .value(binding, range, step, editingChanged) = try interaction(id: id, what: "drag") else {
            throw ViewHostError.wrongKind("\(id)", expected: "a slider or stepper")
        }
        editingChanged(true)
        binding.wrappedValue = ViewHost.clamp(value, in: range, step: step)
        editingChanged(false)
        update()
    }

    static func clamp(_ value: Double, in range: ClosedRange<Double>, step: Double?) -> Double {
        guard value.isFinite else { return range.lowerBound }
        var clamped = Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
        if let step, step > 0, step.isFinite {
            clamped = range.lowerBound + ((clamped - range.lowerBound) / step).rounded() * step
            clamped = Swift.min(clamped, range.upperBound)
        }
        return clamped
    }

    /// Taps the control `found`: at `location` in its own coordinates, or at its centre.
    func use(_ found: (interaction: ViewInteraction, frame: CGRect), at location: CGPoint? = nil) throws {
        switch found.interaction {
        case let .tap(action): action()
        case let .toggle(binding): binding.wrappedValue.toggle()
        case let .gestures(handlers) where !handlers.tap.isEmpty:
            let point = location ?? CGPoint(x: found.frame.width / 2, y: found.frame.height / 2)
            handlers.tap.forEach { $0(point) }
        case .text, .value, .gestures, .filePicker: throw ViewHostError.wrongKind("that control", expected: "something to tap")
        }
        update()
    }

    // MARK: Finding controls

    private func interaction(labelled label: String, what: String) throws -> ViewInteraction {
        try found(labelled: label, what: what).interaction
    }

    private func interaction(id: AnyHashable, what: String) throws -> ViewInteraction {
        try found(id: id, what: what).interaction
    }

    /// The interaction of the control labelled `label` that can do what is asked (`accepting`),
    /// and the frame of the view that has it: a row that can be swiped around a button that can
    /// be tapped, both showing the same words, are told apart by what the host does. Of controls
    /// inside one another that can, the innermost: a person's tap on the words lands on the
    /// innermost view that takes it, as hit-testing finds it on iOS.
    func found(labelled label: String, what: String,
               accepting accepts: (ViewInteraction) -> Bool = { _ in true }) throws -> (interaction: ViewInteraction, frame: CGRect) {
        let storage = layout.storage
        var fallback: (interaction: ViewInteraction, frame: CGRect)?
        var found: (index: Int, interaction: ViewInteraction)?
        for index in storage.usableControlEntries {
            // Controls come in depth-first order: past the one found's subtree, none is inside it.
            if let found, index >= storage.entries[found.index].subtreeEnd { break }
            // The label first: an interaction is copied only for the controls that read it.
            guard storage.subtree(of: index, reads: label), let interaction = storage.entries[index].node.annotations?.interaction else { continue }
            if accepts(interaction) {
                found = (index, interaction)
                continue
            }
            if fallback == nil { fallback = (interaction, storage.entries[index].frame) }
        }
        if let found { return (found.interaction, storage.entries[found.index].frame) }
        // None that can: the first labelled one, so that the error names what it is instead.
        if let fallback { return fallback }
        throw ViewHostError.notFound("control labelled \"\(label)\" to \(what)", known: controlLabels())
    }

    /// The interaction at the view tagged `id` (inside or around it), and the frame of the view
    /// that has it.
    func found(id: AnyHashable, what: String,
               accepting accepts: (ViewInteraction) -> Bool = { _ in true }) throws -> (interaction: ViewInteraction, frame: CGRect) {
        let storage = layout.storage
        let key = (id.base as? String).map(AnyHashable.init) ?? id
        let identifier = id.base as? String
        guard let index = storage.interactiveIndices.first(where: { index in
            let node = storage.entries[index].node
            return node.ids.contains(key) || (identifier != nil && node.annotations?.accessibility?.identifier == identifier)
        }) else {
            throw ViewHostError.notFound("view with id \(id) to \(what)", known: controlLabels())
        }
        for inner in index..<storage.entries[index].subtreeEnd {
            if let interaction = storage.entries[inner].node.annotations?.interaction, accepts(interaction) { return (interaction, storage.entries[inner].frame) }
        }
        for outer in storage.ancestors(of: index) {
            if let interaction = storage.entries[outer].node.annotations?.interaction, accepts(interaction) { return (interaction, storage.entries[outer].frame) }
        }
        throw ViewHostError.notFound("control at the view with id \(id) to \(what)", known: controlLabels())
    }

    /// The labels of the controls on screen, for error messages.
    func controlLabels() -> [String] {
        let storage = layout.storage
        return storage.usableControlEntries.compactMap { storage.texts(inSubtreeOf: $0).first }
    }
}

/// Why a `ViewHost` couldn't use a control.
public enum ViewHostError: Error, CustomStringConvertible, Equatable {
    case notFound(String, known: [String])
    case wrongKind(String, expected: String)
    /// A `.task` had not ended when `runTasks(timeout:)` stopped waiting; it was cancelled.
    case taskTimedOut(seconds: Double)
    /// No drop destination of the view takes what the drag carries (its types are listed).
    case dropNotTaken(String, offered: [String])
    /// A file importer or photo picker doesn't take this file (what it takes is listed).
    case fileNotAllowed(String, allowed: [String])

    public var description: String {
        switch self {
        case let .notFound(what, known):
            return "Found no \(what) on screen. Controls on screen: \(known.isEmpty ? "none" : known.map { "\"\($0)\"" }.joined(separator: ", "))."
        case let .wrongKind(what, expected):
            return "\(what) is not \(expected)."
        case let .taskTimedOut(seconds):
            return "A task had not ended after \(formatLength(seconds)) seconds; it was cancelled."
        case let .dropNotTaken(what, offered):
            return "\(what) takes no drop of what the drag carries (\(offered.isEmpty ? "nothing" : offered.joined(separator: ", ")))."
        case let .fileNotAllowed(file, allowed):
            return "The picker doesn't take \(file): it takes \(allowed.joined(separator: ", "))."
        }
    }
}

extension ViewLayoutStorage {
    /// The entries with an interaction that a person can use (see `interactiveIndices`), in
    /// order: found among those the recording noted, not by asking every view of the screen.
    package var usableControlEntries: ArraySlice<Int> {
        let usable = interactiveIndices
        let start = interactiveEntries.partitioningIndex { $0 >= usable.lowerBound }
        let end = interactiveEntries.partitioningIndex { $0 >= usable.upperBound }
        return interactiveEntries[start..<end]
    }

    /// The strings of the texts in the subtree of the entry at `index`, in order.
    package func texts(inSubtreeOf index: Int) -> [String] {
        (index..<entries[index].subtreeEnd).compactMap { entries[$0].isLabelled ? entries[$0].node.textContent : nil }
    }

    /// Whether a person or a UI test reads `label` in the subtree of the entry at `index`: as one
    /// of its texts or accessibility labels.
    func subtree(of index: Int, reads label: String) -> Bool {
        // Through the entries' storage: a host looks for a control among thousands of views.
        entries.withUnsafeBufferPointer { entries in
            (index..<entries[index].subtreeEnd).contains { inner in
                // Most views show no text and have no label: their nodes aren't read.
                entries[inner].isLabelled && entries[inner].withNode { node in
                    node.textContent == label || node.annotations?.accessibility?.label == label
                }
            }
        }
    }

    /// The entries enclosing the entry at `index`, innermost first.
    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var depth = entries[index].depth
        var candidate = index - 1
        while candidate >= 0, depth > 0 {
            if entries[candidate].depth < depth {
                result.append(candidate)
                depth = entries[candidate].depth
            }
            candidate -= 1
        }
        return result
    }
}

