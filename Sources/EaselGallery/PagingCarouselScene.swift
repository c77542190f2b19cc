import Easel
import Foundation

extension Gallery {
    /// A paging carousel: cards a page wide, scrolled to the third by its identifier, fading and
    /// shrinking as they leave the page.
    static let pagingCarousel = GalleryScene(
        name: "paging-carousel",
        title: "A paging carousel on an iPhone 15 Pro",
        summary: "A horizontal ScrollView pages through cards each as wide as the scroll view less its 32-point content margins (containerRelativeFrame). The scroll position names the third card, so the carousel rests on it; the cards beside it peek in, faded and shortened by a scrollTransition that interpolates by how much of each shows.",
        device: .iPhone15Pro
    ) {
        Carousel()
    }

    private static let destinations: [(name: String, country: String, color: Color)] = [
        ("Kyoto", "Japan", .red), ("Lisbon", "Portugal", .orange), ("Reykjavík", "Iceland", .teal),
        ("Valparaíso", "Chile", .indigo), ("Tbilisi", "Georgia", .green),
    ]

    private struct Carousel: View {
        @State private var selected: Int? = 2

        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Text("Destinations").font(.largeTitle.bold()).padding(.horizontal, 24)
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 12) {
                        ForEach(destinations.indices, id: \.self) { index in
                            DestinationCard(name: destinations[index].name, country: destinations[index].country, color: destinations[index].color)
                                .containerRelativeFrame(.horizontal)
                                .scrollTransition { content, phase in
                                    content.opacity(phase.isIdentity ? 1 : 0.5).scaleEffect(x: 1, y: phase.isIdentity ? 1 : 0.8)
                                }
                        }
                    }
                    .scrollTargetLayout()
                }
                .contentMargins(.horizontal, 32)
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $selected)
                .frame(height: 420)
                Spacer()
            }
        }
    }

    private struct DestinationCard: View {
        let name: String
        let country: String
        let color: Color

        var body: some View {
            RoundedRectangle(cornerRadius: 24)
                .fill(LinearGradient(colors: [color, color.opacity(0.6)], startPoint: .top, endPoint: .bottom))
                .overlay(alignment: .bottomLeading) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(name).font(.title.bold())
                        Text(country).font(.subheadline)
                    }
                    .foregroundStyle(.white)
                    .padding(20)
                }
        }
    }
}
