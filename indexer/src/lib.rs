//! The content pipeline: `content/` in, app data and search indexes out.
//!
//! Stages, each in its own module: [`source`] reads files, [`site`], [`costs`], [`categories`],
//! [`routes`], [`pages`] and [`articles`] (with [`front_matter`] and [`markdown`]) validate
//! and render, [`links`] checks internal links against the route list, [`search_index`]
//! builds the tantivy index and exports it with the [`synonyms`] editors list, [`feed`] writes
//! the Atom feeds, and [`output`] writes everything, with [`typescript`] declaring its JSON for
//! the app. [`launch_check`] is separate: it lists the stand-ins to replace before
//! launch.

pub mod amounts;
pub mod articles;
pub mod categories;
pub mod costs;
pub mod diagnostics;
pub mod feed;
pub mod footer;
pub mod front_matter;
pub mod funding_figures;
pub mod launch_check;
pub mod links;
pub mod markdown;
pub mod output;
pub mod page_frame;
pub mod pages;
pub mod placeholders;
pub mod price_rules;
pub mod readability;
pub mod routes;
pub mod search_index;
pub mod site;
pub mod source;
pub mod synonyms;
pub mod typescript;

use std::fmt;
use std::path::Path;

use anyhow::Context;

pub use diagnostics::{Diagnostic, Diagnostics};

/// Everything validated and rendered, ready to be written.
pub struct Content {
    pub site: site::Site,
    pub costs: costs::Costs,
    pub categories: categories::Categories,
    pub routes: routes::RouteTable,
    /// The footer's link columns (`[[footer]]` in `routes.toml`).
    pub footer: Vec<footer::FooterColumn>,
    pub pages: Vec<pages::Page>,
    pub articles: Vec<articles::Article>,
    /// Per language, `search/synonyms.<lang>.toml`.
    pub synonyms: Vec<synonyms::SynonymFile>,
}

/// What a build produced, printed at the end.
pub struct Summary {
    pub articles: usize,
    pub routes: usize,
    pub index_sizes: Vec<(String, usize)>,
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "indexer: {} articles, {} routes",
            self.articles, self.routes
        )?;
        for (name, bytes) in &self.index_sizes {
            writeln!(f, "  {name}: {bytes} bytes")?;
        }
        Ok(())
    }
}

/// Loads and validates all of `content/`, reporting every problem at once.
pub fn load(content_dir: &Path) -> anyhow::Result<Content> {
    let mut diags = Diagnostics::default();
    let site = site::load(content_dir, &mut diags);
    let costs = costs::load(content_dir, &mut diags);
    let categories = categories::load(content_dir, &mut diags);
    let routes_toml = routes::load(content_dir, &mut diags);
    let page_defs = &routes_toml.pages;
    let articles = match (&site, &costs, &categories) {
        (Some(site), Some(costs), Some(categories)) => {
            articles::load(content_dir, site, costs, categories, &mut diags)
        }
        _ => Vec::new(),
    };
    readability::check(&articles, &mut diags);
    let routes = routes::RouteTable::new(page_defs, &articles);
    let pages = match (&site, &costs) {
        (Some(site), Some(costs)) => pages::load(content_dir, page_defs, site, costs, &mut diags),
        _ => Vec::new(),
    };
    let link_sources = articles
        .iter()
        .map(|a| links::LinkSource {
            source: &a.source,
            lang: a.lang,
            links: &a.links,
        })
        .chain(pages.iter().map(|p| links::LinkSource {
            source: &p.source,
            lang: p.lang,
            links: &p.links,
        }));
    links::check(link_sources, &routes, content_dir, &mut diags);
    let synonyms = synonyms::load(content_dir, &mut diags);
    diags.into_result()?;
    Ok(Content {
        site: site.expect("no diagnostics means the site loaded"),
        costs: costs.expect("no diagnostics means the price list and figures loaded"),
        categories: categories.expect("no diagnostics means the categories loaded"),
        routes,
        footer: routes_toml.footer,
        pages,
        articles,
        synonyms,
    })
}

/// The whole pipeline: validate `content_dir`, write app data and indexes into `out_dir`.
pub fn run(content_dir: &Path, out_dir: &Path) -> anyhow::Result<Summary> {
    let content = load(content_dir)?;
    let indexes = search_index::build_all(&content).context("building the search index")?;
    let index_sizes = output::write(&content, &indexes, content_dir, out_dir)
        .with_context(|| format!("writing {}", out_dir.display()))?;
    Ok(Summary {
        articles: content.articles.len(),
        routes: content.routes.routes.len(),
        index_sizes,
    })
}
