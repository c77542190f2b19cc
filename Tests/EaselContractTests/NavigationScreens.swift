// Screens written the way apps write them, with only `import SwiftUI` changed: the compile
// contract for navigation, toolbars, tabs and presentations. If this file stops compiling, SwiftUI
// code that pastes over today would stop compiling too.
import Easel

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let minutes: Int
}

let sampleRecipes = [
    Recipe(id: 1, name: "Pancakes", minutes: 20),
    Recipe(id: 2, name: "Omelette", minutes: 10),
    Recipe(id: 3, name: "Risotto", minutes: 35),
]

/// A settings screen in a navigation stack, with a toolbar and an alert.
struct AppSettingsScreen: View {
    @AppStorage("notifications") private var notifications = true
    @State private var confirmsReset = false
    @State private var resets = 0

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Toggle("Notifications", isOn: $notifications)
                    NavigationLink("About") {
                        Text("Version 1.0").navigationTitle("About")
                    }
                    Text("Resets: \(resets)")
                }
                .padding()
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Reset") { confirmsReset = true }
                }
            }
            .alert("Reset all settings?", isPresented: $confirmsReset) {
                Button("Reset", role: .destructive) { resets += 1 }
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}

/// A list of recipes whose rows push a detail screen by value, with a sheet to add one.
struct RecipesScreen: View {
    @State private var path: [Recipe] = []
    @State private var addsRecipe = false

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 12) {
                    ForEach(sampleRecipes) { recipe in
                        NavigationLink(value: recipe) {
                            HStack {
                                Text(recipe.name)
                                Spacer()
                                Text("\(recipe.minutes) min").foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
            .toolbar {
                Button {
                    addsRecipe = true
                } label: {
                    Image(systemName: "plus")
                        .accessibilityIdentifier("plus")
                }
            }
            .sheet(isPresented: $addsRecipe) {
                NewRecipeSheet()
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        VStack(spacing: 12) {
            Text(recipe.name).font(.title)
            Text("Ready in \(recipe.minutes) minutes")
        }
        .navigationTitle(recipe.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// A sheet with a small form, its own navigation bar, and Cancel and Save buttons.
struct NewRecipeSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var minutes = 15

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                TextField("Name", text: $name)
                Stepper("\(minutes) minutes", value: $minutes, in: 5...120, step: 5)
                Spacer()
            }
            .padding()
            .navigationTitle("New Recipe")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                        .disabled(name.isEmpty)
                }
            }
        }
        .presentationDetents([.medium, .large])
    }
}

/// A tabbed app: recipes, settings, and a badge.
struct TabbedApp: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            RecipesScreen()
                .tabItem { Label("Recipes", systemImage: "book") }
                .tag(0)
            AppSettingsScreen()
                .tabItem { Label("Settings", systemImage: "gear") }
                .badge(2)
                .tag(1)
        }
    }
}
