//! The route list as the app receives it: what it leaves out, the app can work out.

use std::path::Path;

/// routes.json leaves each route's alternates out, and the app works them out as the routes
/// with the same key, slug and category (`alternatesOf` in pwa/src/shared/paths.ts). That rule
/// must give exactly the alternates the indexer knows.
#[test]
fn a_routes_alternates_are_the_routes_with_its_key_slug_and_category() {
    let content = indexer::load(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../content"
    )))
    .unwrap();
    let routes = &content.routes.routes;
    for route in routes {
        let derived: std::collections::BTreeMap<_, _> = routes
            .iter()
            .filter(|r| r.key == route.key && r.slug == route.slug && r.category == route.category)
            .map(|r| (r.lang, r.path.clone()))
            .collect();
        assert_eq!(derived, route.alternates, "{}", route.path);
    }
}
