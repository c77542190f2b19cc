import Easel
import Foundation

extension Gallery {
    /// A whole app screen on an iPhone 15 Pro: a tab view, a navigation stack with a large title
    /// and a toolbar button, scrolling cards.
    static let recipesApp = GalleryScene(
        name: "recipes-app",
        title: "A whole app screen on an iPhone 15 Pro",
        summary: "The root is proposed the safe area (59 points below the top, 34 above the bottom); the navigation bar takes 96 points for its large title and the tab bar 49 above the home indicator, both as safe-area insets, so the scroll view gets what is left; the status bar and home indicator are drawn over the screen as a screenshot shows them.",
        device: .iPhone15Pro
    ) {
        RecipesApp()
    }

    struct RecipeCard: Identifiable {
        let id: Int
        let name: String
        let minutes: Int
        let calories: Int
        let symbol: String
        let tint: Color
    }

    private static let recipeCards = [
        RecipeCard(id: 1, name: "Lemon pancakes", minutes: 20, calories: 420, symbol: "flame", tint: .orange),
        RecipeCard(id: 2, name: "Green curry", minutes: 35, calories: 610, symbol: "leaf", tint: .green),
        RecipeCard(id: 3, name: "Berry smoothie", minutes: 5, calories: 210, symbol: "heart", tint: .pink),
        RecipeCard(id: 4, name: "Tomato soup", minutes: 25, calories: 180, symbol: "clock", tint: .red),
        RecipeCard(id: 5, name: "Mushroom risotto", minutes: 40, calories: 540, symbol: "star", tint: .brown),
    ]

    private struct RecipesApp: View {
        @State private var tab = "recipes"

        var body: some View {
            TabView(selection: $tab) {
                NavigationStack {
                    ScrollView {
                        VStack(spacing: 12) {
                            ForEach(Gallery.recipeCards) { recipe in
                                RecipeRow(recipe: recipe)
                            }
                        }
                        .padding(.horizontal)
                    }
                    .navigationTitle("Recipes")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button {} label: { Image(systemName: "plus") }
                        }
                    }
                }
                .tabItem { Label("Recipes", systemImage: "book") }
                .tag("recipes")

                Text("Your list is empty")
                    .tabItem { Label("Shopping", systemImage: "cart") }
                    .badge(3)
                    .tag("shopping")

                Text("Search")
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
                    .tag("search")
            }
        }
    }

    private struct RecipeRow: View {
        let recipe: RecipeCard

        var body: some View {
            HStack(spacing: 12) {
                Image(systemName: recipe.symbol)
                    .font(.title2)
                    .foregroundStyle(.white)
                    .frame(width: 52, height: 52)
                    .background(recipe.tint, in: RoundedRectangle(cornerRadius: 12))
                VStack(alignment: .leading, spacing: 4) {
                    Text(recipe.name).font(.headline)
                    Text("\(recipe.minutes) min · \(recipe.calories) kcal")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "chevron.right").foregroundStyle(.secondary)
            }
            .padding(12)
            .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14))
        }
    }
}
