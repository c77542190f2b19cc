@_spi(SystemViews) import EaselCore
import Foundation

/// A map (Apple, MapKit's `Map`), with its markers and annotations.
///
/// Easel has no map data: a plain colour stands in for the tiles (the land colour of the style,
/// chosen from screenshots [I]), and a diagnostic says so. What the map places is drawn where
/// MapKit puts it: the region the camera position names is fitted into the map's frame in the
/// Web Mercator projection MapKit uses, and each marker's or annotation's anchor sits on its
/// coordinate's point. A map takes the size it is offered, as a `UIViewRepresentable` with no
/// intrinsic size does; an unspecified length becomes 10, as for other flexible views [I].
nonisolated public struct Map<Content: View>: View {
    let position: MapCameraPosition
    /// The items and notes, read as the map resolves: content of the app's own reads the map's
    /// environment (`ContentDynamicProperties`).
    let content: () -> (items: [MapItem], notes: [String])
    @Environment(\.mapStyle) private var style
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\EnvironmentValues.mapGeometry) private var geometry: MapGeometry?

    init(position: MapCameraPosition, items: [MapItem], notes: [String]) {
        self.position = position
        content = { (items, notes) }
    }

    private init<C: MapContent>(position: MapCameraPosition, content: C) {
        self.position = position
        self.content = {
            var items: [MapItem] = []
            var notes: [String] = []
            content.appendMapItems(to: &items, notes: &notes)
            return (items, notes)
        }
    }

    public var body: some View {
        _ResolvedWithDynamicProperties { installer in
            let (items, notes) = ContentDynamicProperties.reading(with: installer, content)
            return map(items: items, notes: notes)
        }
    }

    private func map(items: [MapItem], notes: [String]) -> some View {
        MapLayout(region: MapProjection.region(for: position, framing: items.map(\.coordinate)), geometry: geometry) {
            tileColor
            ForEach(items.indices, id: \.self) { index in
                items[index].view
                    .layoutValue(key: MapItemPlacement.self, value: MapItemPlacement(coordinate: items[index].coordinate, anchor: items[index].anchor))
            }
        }
        .clipped()
        .modifier(_DiagnosticModifier(message: diagnostic(notes)))
    }

    /// The colour standing in for the tiles [I]: Apple Maps' light land colour on a standard map,
    /// its dark one in dark mode, a dark green for satellite imagery.
    private var tileColor: Color {
        switch (style.kind, colorScheme) {
        case (.imagery, _), (.hybrid, _): Color(red: 0.22, green: 0.27, blue: 0.2)
        case (.standard, .dark): Color(red: 0.16, green: 0.17, blue: 0.18)
        case (.standard, _): Color(red: 0.97, green: 0.96, blue: 0.93)
        }
    }

    private func diagnostic(_ notes: [String]) -> String {
        var message = "Map: Easel has no map data, so a plain colour stands in for the \(style.kind) map's tiles; markers and annotations are placed where the region puts them."
        for note in notes { message += " \(note)." }
        return message
    }
}

nonisolated extension Map where Content == MapDefaultContent {
    /// A map showing `position`, with no content (Apple, iOS 17).
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.init(position: initialPosition, items: [], notes: [])
    }

    /// A map whose camera is bound to `position` (Apple, iOS 17).
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.init(position: position.wrappedValue, items: [], notes: [])
    }

    /// A map with `content` (Apple, iOS 17).
    public init<C: MapContent>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) {
        self.init(position: initialPosition, content: content())
    }

    /// A map with `content`, whose camera is bound to `position` (Apple, iOS 17).
    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) {
        self.init(position: position.wrappedValue, content: content())
    }

    /// A map with `content` whose markers can be selected (Apple, iOS 17): nothing is selected
    /// in a picture unless `selection` says so.
    public init<C: MapContent, SelectionValue: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) {
        self.init(position: position.wrappedValue, content: content())
    }

    /// A map showing the region `coordinateRegion` (Apple, iOS 14).
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        self.init(position: .region(coordinateRegion.wrappedValue), items: [], notes: showsUserLocation ? [Self.noUserLocation] : [])
    }

    /// A map showing the region `coordinateRegion`, with an annotation for each item (Apple, iOS 14).
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation) where Items.Element: Identifiable {
        self.init(position: .region(coordinateRegion.wrappedValue), items: annotationItems.map { annotationContent($0)._mapItem.item },
                  notes: showsUserLocation ? [Self.noUserLocation] : [])
    }


    private static var noUserLocation: String {
        "showsUserLocation: a picture has no location of the person's, so it isn't drawn"
    }
}

/// The content type of the maps Easel makes (Apple's `Map` is generic over its content's view).
nonisolated public struct MapDefaultContent: View {
    public var body: some View { EmptyView() }
}
