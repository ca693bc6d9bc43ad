//! Writing the app's data (JSON), the search indexes and their excerpt texts and the images into the
//! generated folder the app builds from. The folder is replaced whole, so nothing stale stays.

use std::fs;
use std::path::Path;

use anyhow::Context;
use search_core::Lang;

use serde::Serialize;
use ts_rs::TS;

use crate::Content;
use crate::costs::Prices;
use crate::funding_figures::FundingFigures;
use crate::search_index::LangIndex;

/// What the care cost estimator works from: the same two files the copy's amounts come from.
#[derive(Serialize, TS)]
pub struct AppCosts<'a> {
    pub prices: &'a Prices,
    pub figures: &'a FundingFigures,
}

fn write_json(path: &Path, value: &impl Serialize) -> anyhow::Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let text = serde_json::to_string(value)?;
    fs::write(path, text).with_context(|| format!("writing {}", path.display()))
}

/// Writes everything; returns each index file's name and size.
pub fn write(
    content: &Content,
    indexes: &[LangIndex],
    content_dir: &Path,
    out: &Path,
) -> anyhow::Result<Vec<(String, usize)>> {
    if out.exists() {
        fs::remove_dir_all(out).with_context(|| format!("clearing {}", out.display()))?;
    }
    let data = out.join("data");
    write_json(&data.join("site.json"), &content.site)?;
    write_json(&data.join("routes.json"), &content.routes.routes)?;
    write_json(&data.join("footer.json"), &content.footer)?;
    write_json(&data.join("categories.json"), &content.categories)?;
    let costs = AppCosts {
        prices: &content.costs.prices,
        figures: &content.costs.funding,
    };
    write_json(&data.join("costs.json"), &costs)?;

    for lang in Lang::ALL {
        let mut list: Vec<_> = content.articles.iter().filter(|a| a.lang == lang).collect();
        list.sort_by(|a, b| b.date.cmp(&a.date).then(a.slug.cmp(&b.slug)));
        let cards: Vec<_> = list.iter().map(|a| a.card()).collect();
        write_json(&data.join(format!("articles.{}.json", lang.code())), &cards)?;
        for a in list {
            write_json(
                &data.join(format!("articles/{}/{}.json", lang.code(), a.slug)),
                a,
            )?;
        }
    }
    for lang in Lang::ALL {
        let blog = content
            .pages
            .iter()
            .find(|p| p.key == "blog" && p.lang == lang);
        let xml = crate::feed::atom(&content.site, blog, &content.articles, lang);
        let path = out
            .join("feeds")
            .join(crate::feed::feed_path(lang).trim_start_matches('/'));
        fs::create_dir_all(path.parent().expect("has a parent"))?;
        fs::write(&path, xml).with_context(|| format!("writing {}", path.display()))?;
    }
    for page in &content.pages {
        write_json(
            &data.join(format!("pages/{}.{}.json", page.key, page.lang.code())),
            &page.copy,
        )?;
    }

    let mut sizes = Vec::new();
    for index in indexes {
        let bytes = index.file.to_bytes().context("encoding the search index")?;
        let lang = index.file.lang.code();
        let name = format!("search/index.{lang}.bin");
        let path = out.join(&name);
        fs::create_dir_all(path.parent().expect("has a parent"))?;
        fs::write(&path, &bytes)?;
        sizes.push((name, bytes.len()));
        // Excerpt text, one file per document, served at /search/text/<lang>/<doc>.txt.
        let texts = out.join("search-text").join(lang);
        fs::create_dir_all(&texts)?;
        for (doc, text) in index.texts.iter().enumerate() {
            fs::write(texts.join(format!("{doc}.txt")), text)?;
        }
    }

    crate::typescript::write(out)?;

    let images_src = content_dir.join("images");
    if images_src.is_dir() {
        copy_dir(&images_src, &out.join("images"))?;
    }
    Ok(sizes)
}

fn copy_dir(from: &Path, to: &Path) -> anyhow::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}
