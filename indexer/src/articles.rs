//! Articles: `articles/<lang>/<slug>.md`, validated and rendered.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use search_core::Lang;
use serde::Serialize;
use ts_rs::TS;

use crate::categories::Categories;
use crate::costs::Costs;
use crate::diagnostics::{Diagnostics, line_of};
use crate::front_matter::{FrontMatter, split};
use crate::markdown::{Heading, RenderContext, render};
use crate::placeholders::Facts;
use crate::site::Site;
use crate::source::read;

/// An article in one language, ready for the app and the index.
#[derive(Debug, Clone, Serialize, TS)]
pub struct Article {
    pub slug: String,
    pub lang: Lang,
    pub title: String,
    pub excerpt: String,
    pub category: String,
    pub category_name: String,
    pub date: String,
    pub reviewed: String,
    pub read_time: u32,
    pub words: usize,
    pub author: Author,
    pub image: Image,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub intro: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub cta: Option<String>,
    pub html: String,
    pub headings: Vec<Heading>,
    #[serde(skip)]
    pub text: String,
    #[serde(skip)]
    pub source: PathBuf,
    #[serde(skip)]
    pub links: Vec<(String, usize, bool)>,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct Author {
    pub name: String,
    pub role: String,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct Image {
    pub src: String,
    pub alt: String,
    pub width: u32,
    pub height: u32,
}

/// An article as the lists of articles show it.
#[derive(Debug, Clone, Serialize, TS)]
pub struct ArticleCard {
    pub slug: String,
    pub lang: Lang,
    pub title: String,
    pub excerpt: String,
    pub category: String,
    pub category_name: String,
    pub date: String,
    pub read_time: u32,
    pub image: CardImage,
}

/// A card's image is decorative (the title beside it says the same), so it has no alt text to
/// carry into every page that lists the card.
#[derive(Debug, Clone, Serialize, TS)]
pub struct CardImage {
    pub src: String,
    pub width: u32,
    pub height: u32,
}

impl Article {
    pub fn card(&self) -> ArticleCard {
        ArticleCard {
            slug: self.slug.clone(),
            lang: self.lang,
            title: self.title.clone(),
            excerpt: self.excerpt.clone(),
            category: self.category.clone(),
            category_name: self.category_name.clone(),
            date: self.date.clone(),
            read_time: self.read_time,
            image: CardImage {
                src: self.image.src.clone(),
                width: self.image.width,
                height: self.image.height,
            },
        }
    }
}

/// Where article illustrations are served from.
pub const IMAGE_URL_PREFIX: &str = "/images/articles/";

pub fn load(
    content_dir: &Path,
    site: &Site,
    costs: &Costs,
    categories: &Categories,
    diags: &mut Diagnostics,
) -> Vec<Article> {
    let mut articles = Vec::new();
    for lang in Lang::ALL {
        let dir = content_dir.join("articles").join(lang.code());
        let mut files: Vec<PathBuf> = match std::fs::read_dir(&dir) {
            Ok(entries) => entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "md"))
                .collect(),
            Err(_) => continue,
        };
        files.sort();
        for path in files {
            let facts = Facts::new(site, costs, lang);
            if let Some(article) =
                load_one(&path, lang, content_dir, site, &facts, categories, diags)
            {
                articles.push(article);
            }
        }
    }
    check_set(&articles, diags);
    articles
}

fn load_one(
    path: &Path,
    lang: Lang,
    content_dir: &Path,
    site: &Site,
    facts: &Facts,
    categories: &Categories,
    diags: &mut Diagnostics,
) -> Option<Article> {
    let file = read(path, diags)?;
    let parts = split(path, &file.text, diags)?;
    let front: &FrontMatter = &parts.front;
    let field_line = |name: &str| {
        file.text
            .lines()
            .position(|l| l.trim_start().starts_with(name))
            .map_or(1, |i| i + 1)
    };

    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    if front.slug != stem {
        diags.error(
            path,
            field_line("slug"),
            format!("slug `{}` must match the file name `{stem}.md`", front.slug),
        );
    }
    if front.slug.is_empty()
        || !front
            .slug
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        diags.error(
            path,
            field_line("slug"),
            "slug may only hold lower-case letters, digits and hyphens",
        );
    }
    // Dates are YYYY-MM-DD, so they compare as text.
    if front.reviewed < front.date {
        diags.error(
            path,
            field_line("reviewed"),
            format!(
                "reviewed {} is before the publication date {}: a review comes after publishing",
                front.reviewed, front.date
            ),
        );
    }
    let category_name = match categories.get(&front.category) {
        Some(names) => names.get(lang).to_owned(),
        None => {
            let known: Vec<&str> = categories.keys().map(String::as_str).collect();
            diags.error(
                path,
                field_line("category"),
                format!(
                    "unknown category `{}`; use one of: {}",
                    front.category,
                    known.join(", ")
                ),
            );
            String::new()
        }
    };
    for (name, value) in [
        ("title", &front.title),
        ("excerpt", &front.excerpt),
        ("image_alt", &front.image_alt),
    ] {
        if value.trim().is_empty() {
            diags.error(
                path,
                field_line(name),
                format!("`{name}` must not be empty"),
            );
        }
    }
    let image_path = content_dir.join("images/articles").join(&front.image);
    let image_size = svg_size(&image_path);
    if !image_path.is_file() {
        diags.error(
            path,
            field_line("image"),
            format!(
                "image `{}` not found in content/images/articles/",
                front.image
            ),
        );
    }

    let images_dir = content_dir.join("images/articles");
    let size_of = |url: &str| {
        url.strip_prefix(IMAGE_URL_PREFIX)
            .and_then(|name| svg_size(&images_dir.join(name)))
    };
    let body_offset = file.text.len() - parts.body.len();
    let body_line = line_of(&file.text, body_offset);
    // Placeholders never span lines, so each line is filled on its own and a problem is
    // reported at its own line.
    let mut body = String::with_capacity(parts.body.len());
    for (i, line) in parts.body.split_inclusive('\n').enumerate() {
        // A launch-check marker is for editors, not readers; a blank line keeps line numbers.
        if crate::launch_check::marker(line).is_some() {
            body.push('\n');
            continue;
        }
        match facts.fill(line) {
            Ok(filled) => body.push_str(&filled),
            Err(message) => {
                diags.error(path, body_line + i, message);
                body.push_str(line);
            }
        }
    }
    let mut fill_field = |name: &str, value: &str| match facts.fill(value) {
        Ok(filled) => filled,
        Err(message) => {
            diags.error(path, field_line(name), message);
            value.to_owned()
        }
    };
    let title = fill_field("title", &front.title);
    let excerpt = fill_field("excerpt", &front.excerpt);
    let intro = front.intro.as_deref().map(|i| fill_field("intro", i));
    let attribution = format!("{}, {}", site.founder.name, site.founder.role.get(lang));
    let rendered = render(
        &body,
        &RenderContext {
            lang,
            quote_attribution: &attribution,
            image_size: &size_of,
        },
    );
    // The reader reads the lead too; it is shown above the body.
    let words = crate::markdown::word_count(&rendered.text)
        + intro.as_deref().map_or(0, crate::markdown::word_count);
    let (width, height) = image_size.unwrap_or((1200, 675));
    Some(Article {
        slug: front.slug.clone(),
        lang,
        title,
        excerpt,
        category: front.category.clone(),
        category_name,
        date: front.date.clone(),
        reviewed: front.reviewed.clone(),
        read_time: crate::markdown::read_time(words),
        words,
        author: Author {
            name: site.founder.name.clone(),
            role: site.founder.role.get(lang).to_owned(),
        },
        image: Image {
            src: format!("{IMAGE_URL_PREFIX}{}", front.image),
            alt: front.image_alt.clone(),
            width,
            height,
        },
        intro,
        cta: front.cta.clone(),
        html: rendered.html,
        headings: rendered.headings,
        text: rendered.text,
        source: path.to_path_buf(),
        links: rendered
            .links
            .into_iter()
            .map(|l| (l.dest, body_line + line_of(&body, l.offset) - 1, l.is_image))
            .collect(),
    })
}

/// Rules across articles: slugs are unique per language and every article has its
/// counterpart in the other language.
fn check_set(articles: &[Article], diags: &mut Diagnostics) {
    let mut by_key: BTreeMap<(Lang, &str), &Article> = BTreeMap::new();
    for a in articles {
        if let Some(first) = by_key.insert((a.lang, &a.slug), a) {
            diags.error(
                &a.source,
                2,
                format!(
                    "duplicate slug `{}`: {} already uses it",
                    a.slug,
                    first.source.display()
                ),
            );
        }
    }
    for a in articles {
        for other in Lang::ALL.into_iter().filter(|&l| l != a.lang) {
            match by_key.get(&(other, a.slug.as_str())) {
                None => diags.error(
                    &a.source,
                    2,
                    format!(
                        "no {} counterpart: add articles/{}/{}.md with the same slug",
                        other.code(),
                        other.code(),
                        a.slug
                    ),
                ),
                Some(twin) => {
                    if twin.category != a.category || twin.date != a.date {
                        diags.error(
                            &a.source,
                            2,
                            format!(
                                "category and date must match the {} counterpart {}",
                                other.code(),
                                twin.source.display()
                            ),
                        );
                    }
                }
            }
        }
    }
}

/// Width and height from an SVG's `viewBox`, to reserve the image's space before it loads.
pub fn svg_size(path: &Path) -> Option<(u32, u32)> {
    let text = std::fs::read_to_string(path).ok()?;
    let start = text.find("viewBox=\"")? + 9;
    let end = start + text[start..].find('"')?;
    let nums: Vec<f64> = text[start..end]
        .split([' ', ','])
        .filter(|s| !s.is_empty())
        .filter_map(|s| s.parse().ok())
        .collect();
    match nums.as_slice() {
        [_, _, w, h] if *w > 0.0 && *h > 0.0 => Some((w.round() as u32, h.round() as u32)),
        _ => None,
    }
}
