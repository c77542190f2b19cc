import Testing
import Foundation
@testable import Easel
@testable import EaselData

@Model
final class Trip {
    var name: String
    var days: Int
    @Attribute(.unique) var code: String
    @Relationship(deleteRule: .cascade) var stops: [Stop] = []
    @Transient var scratch = 0

    init(name: String, days: Int, code: String, stops: [Stop] = []) {
        self.name = name
        self.days = days
        self.code = code
        self.stops = stops
    }
}

@Model
final class Stop {
    var title: String

    init(title: String) {
        self.title = title
    }
}

/// Apple's SwiftData sample shape: a query sorted by a key path, and buttons that insert, change
/// and delete through the environment's context.
private struct TripList: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Trip.days, order: .reverse) private var trips: [Trip]

    var body: some View {
        VStack {
            ForEach(trips) { trip in
                Text("\(trip.name) \(trip.days)")
            }
            Button("Add") { context.insert(Trip(name: "Oslo", days: 9, code: "OSL")) }
            Button("Longer") { trips.last?.days += 10 }
            Button("Delete first") {
                if let first = trips.first { context.delete(first) }
            }
        }
    }
}

/// Counts the preview containers made.
private final class ContainersMade: @unchecked Sendable {
    var count = 0
}

/// Apple's Backyard Birds `ModelPreview`: a modifier makes an in-memory container as it is made,
/// and a modifier inside inserts sample data as the view appears.
private struct SampleTrips: ViewModifier {
    let container: ModelContainer
    init(made: ContainersMade) {
        made.count += 1
        container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }
    func body(content: Content) -> some View {
        content.modifier(InsertTrips()).modelContainer(container)
    }
}

private struct InsertTrips: ViewModifier {
    @Environment(\.modelContext) private var context
    func body(content: Content) -> some View {
        content.onAppear {
            context.insert(Trip(name: "Rome", days: 4, code: "ROM"))
            context.insert(Trip(name: "Lima", days: 12, code: "LIM"))
        }
    }
}

private struct TripCount: View {
    @Query private var trips: [Trip]
    var body: some View { Text("Trips: \(trips.count)") }
}

/// Reads nothing itself: on iOS its body runs once.
private struct TripPreview: View {
    let made: ContainersMade
    var body: some View {
        ZStack { TripCount() }.modifier(SampleTrips(made: made))
    }
}

/// `@Model`, `@Query`, model containers and contexts: SwiftData's stand-in, in memory.
@Suite struct SwiftDataTests {
    private func texts<V: View>(_ host: ViewHost<V>) -> [String] {
        host.layout.storage.texts(inSubtreeOf: 0)
    }

    @Test func aQueryShowsWhatIsInsertedChangedAndDeleted() throws {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Trip(name: "Rome", days: 4, code: "ROM"))
        container.mainContext.insert(Trip(name: "Lima", days: 12, code: "LIM"))
        let host = ViewHost(TripList().modelContainer(container))
        #expect(texts(host) == ["Lima 12", "Rome 4", "Add", "Longer", "Delete first"])
        try host.tap("Add")
        #expect(texts(host).prefix(3) == ["Lima 12", "Oslo 9", "Rome 4"])
        try host.tap("Longer")
        // A model is observable: changing a property the query sorted by re-sorts it.
        #expect(texts(host).prefix(3) == ["Rome 14", "Lima 12", "Oslo 9"])
        try host.tap("Delete first")
        #expect(texts(host).prefix(2) == ["Lima 12", "Oslo 9"])
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Trip>()) == 2)
    }

    @Test func aContainerMadeByTheModifierLivesAsLongAsTheView() throws {
        let host = ViewHost(TripList().modelContainer(for: Trip.self, inMemory: true))
        #expect(texts(host) == ["Add", "Longer", "Delete first"])
        try host.tap("Add")
        try host.tap("Longer")
        #expect(texts(host).first == "Oslo 19")
    }

    @Test func sampleDataInsertedAsAPreviewAppearsShowsInItsQueries() throws {
        // Batch 10's reproduction 17: the insert ran the preview's body again, which made a
        // second, empty container, and the query showed none.
        let made = ContainersMade()
        let host = ViewHost(TripPreview(made: made))
        #expect(texts(host) == ["Trips: 2"])
        #expect(made.count == 1)
    }

    @Test func fetchesFilterSortAndPage() throws {
        let context = try ModelContainer(for: Trip.self).mainContext
        for (index, name) in ["Ayr", "Bath", "Cork", "Derby", "Ely"].enumerated() {
            context.insert(Trip(name: name, days: index + 1, code: name.uppercased()))
        }
        var descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.days > 1 && $0.name != "Derby" }, sortBy: [SortDescriptor(\.name, order: .reverse)])
        #expect(try context.fetch(descriptor).map(\.name) == ["Ely", "Cork", "Bath"])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 1
        #expect(try context.fetch(descriptor).map(\.name) == ["Cork"])
        try context.delete(model: Trip.self, where: #Predicate { $0.days < 3 })
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Cork", "Derby", "Ely"])
    }

    /// The 100 Days of SwiftUI's SwiftDataProject filters users with
    /// `localizedStandardContains`, which ignores case and diacritics.
    @Test func aPredicateFiltersWithLocalizedStandardContains() throws {
        let context = try ModelContainer(for: Trip.self).mainContext
        for (index, name) in ["Rome", "Réunion", "Paris", "Turin"].enumerated() {
            context.insert(Trip(name: name, days: index + 1, code: name.uppercased()))
        }
        let descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.name.localizedStandardContains("r") && $0.days < 4 }, sortBy: [SortDescriptor(\.days)])
        #expect(try context.fetch(descriptor).map(\.name) == ["Rome", "Réunion", "Paris"])
        let accents = FetchDescriptor<Trip>(predicate: #Predicate { $0.name.localizedStandardContains("REU") })
        #expect(try context.fetch(accents).map(\.name) == ["Réunion"])
    }

    @Test func relationshipsAreInsertedAndCascadedWithTheirModel() throws {
        let context = try ModelContainer(for: Trip.self, Stop.self).mainContext
        let trip = Trip(name: "Tour", days: 3, code: "TOU", stops: [Stop(title: "Ghent"), Stop(title: "Bruges")])
        context.insert(trip)
        // Inserting the trip inserted its stops.
        #expect(try context.fetch(FetchDescriptor<Stop>(sortBy: [SortDescriptor(\.title)])).map(\.title) == ["Bruges", "Ghent"])
        #expect(trip.modelContext === context && !trip.isDeleted)
        context.delete(trip)
        // `.cascade`: the stops went with it.
        #expect(try context.fetchCount(FetchDescriptor<Stop>()) == 0)
        #expect(trip.modelContext == nil && trip.isDeleted)
    }

    @Test func saveAndRollback() throws {
        let context = try ModelContainer(for: Trip.self).mainContext
        let kept = Trip(name: "Kept", days: 1, code: "K")
        context.insert(kept)
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
        context.insert(Trip(name: "Undone", days: 2, code: "U"))
        context.delete(kept)
        context.rollback()
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Kept"])
        #expect(!kept.isDeleted && kept.modelContext === context)
    }

    @Test func modelsAreIdentifiedAndObservable() throws {
        let first = Trip(name: "One", days: 1, code: "1")
        let second = Trip(name: "Two", days: 2, code: "2")
        #expect(first.id != second.id && first.id.entityName == "Trip")
        #expect(first == first && first != second)
        let changes = Changes()
        withObservationTracking { _ = first.name } onChange: { changes.count += 1 }
        first.name = "Uno"
        // Setting the same value again tells no one (the macro's `shouldNotifyObservers`).
        withObservationTracking { _ = first.name } onChange: { changes.count += 1 }
        first.name = "Uno"
        #expect(changes.count == 1)
    }
}

private final class Changes: @unchecked Sendable {
    var count = 0
}

/// Linux Foundation lacks the localized-standard comparator; Easel's sorts as Finder does.
@Suite struct LocalizedStandardComparatorTests {
    @Test func numbersSortByValueAndCaseIsIgnored() {
        var names = ["b", "a10", "A2", "é"]
        names.sort(using: .localizedStandard)
        #expect(names == ["A2", "a10", "b", "é"])
        names.sort(using: LocalizedStandardComparator(order: .reverse))
        #expect(names == ["é", "b", "a10", "A2"])
    }
}
