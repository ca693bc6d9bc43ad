//! The search index: built with tantivy, one per language, then exported to the compact
//! `search_core::IndexFile` the browser loads.

use search_core::analysis::{Analyzer, MAX_TOKEN_BYTES};
use search_core::format::FULL_WEIGHT;
use search_core::phrases::phrase_postings;
use search_core::{
    Doc, DocKind, Field as CoreField, FieldIndex, IndexFile, Lang, Posting, SynonymGroup,
    TermPostings,
};
use tantivy::postings::Postings;
use tantivy::schema::{Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions};
use tantivy::tokenizer::{
    AsciiFoldingFilter, LowerCaser, RemoveLongFilter, SimpleTokenizer, TextAnalyzer,
};
use tantivy::{DocSet, Index, TERMINATED, TantivyDocument};

use std::collections::BTreeSet;

use crate::{Content, Diagnostics, synonyms};

mod core_steps;
pub use core_steps::CoreSteps;

/// A document before indexing.
#[derive(Debug, Clone)]
pub struct SourceDoc {
    pub kind: DocKind,
    pub url: String,
    pub title: String,
    pub category: Option<String>,
    pub headings: String,
    pub body: String,
    /// How much its matches count, in quarters (`search_weight` in `content/routes.toml`).
    pub weight: u8,
}

/// The tantivy analyzer of a language: the pipeline `search_core::analysis` mirrors.
pub fn analyzer(lang: Lang) -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(MAX_TOKEN_BYTES))
        .filter(LowerCaser)
        .filter(CoreSteps::new(lang))
        .filter(AsciiFoldingFilter)
        .build()
}

pub fn tokenizer_name(lang: Lang) -> String {
    format!("marigold_{}", lang.code())
}

/// A tantivy index of `docs` with the three fields, in document order, in one segment.
pub struct Built {
    pub index: Index,
    pub fields: [Field; 3],
}

pub fn build(lang: Lang, docs: &[SourceDoc]) -> tantivy::Result<Built> {
    let mut schema = Schema::builder();
    let options = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer(&tokenizer_name(lang))
            .set_index_option(IndexRecordOption::WithFreqs),
    );
    let fields = CoreField::ALL.map(|f| schema.add_text_field(f.name(), options.clone()));
    let index = Index::create_in_ram(schema.build());
    index
        .tokenizers()
        .register(&tokenizer_name(lang), analyzer(lang));
    // One thread and one commit give one segment whose doc ids follow `docs`.
    let mut writer = index.writer_with_num_threads::<TantivyDocument>(1, 15_000_000)?;
    for d in docs {
        let mut doc = TantivyDocument::default();
        doc.add_text(fields[0], &d.title);
        doc.add_text(fields[1], &d.headings);
        doc.add_text(fields[2], &d.body);
        writer.add_document(doc)?;
    }
    writer.commit()?;
    Ok(Built { index, fields })
}

/// Reads tantivy's postings, term frequencies and field norms back out into the compact form,
/// with the diacritic-free aliases of the documents' words.
pub fn export(lang: Lang, built: &Built, docs: &[SourceDoc]) -> tantivy::Result<IndexFile> {
    let reader = built.index.reader()?;
    let searcher = reader.searcher();
    let segments = searcher.segment_readers();
    assert!(segments.len() <= 1, "expected a single segment");
    let mut fields = Vec::new();
    for &field in &built.fields {
        let mut out = FieldIndex {
            total_tokens: 0,
            fieldnorm_ids: vec![0; docs.len()],
            terms: Vec::new(),
        };
        if let Some(segment) = segments.first() {
            let inverted = segment.inverted_index(field)?;
            out.total_tokens = inverted.total_num_tokens();
            let norms = segment.get_fieldnorms_reader(field)?;
            for doc in 0..segment.max_doc() {
                out.fieldnorm_ids[doc as usize] = norms.fieldnorm_id(doc);
            }
            let mut stream = inverted.terms().stream()?;
            while stream.advance() {
                let term = String::from_utf8_lossy(stream.key()).into_owned();
                let mut postings = inverted
                    .read_postings_from_terminfo(stream.value(), IndexRecordOption::WithFreqs)?;
                let mut list = Vec::new();
                let mut doc = postings.doc();
                while doc != TERMINATED {
                    list.push(Posting {
                        doc,
                        tf: postings.term_freq(),
                    });
                    doc = postings.advance();
                }
                out.terms.push(TermPostings {
                    term,
                    postings: list,
                });
            }
        }
        fields.push(out);
    }
    Ok(IndexFile {
        lang,
        docs: docs
            .iter()
            .map(|d| Doc {
                kind: d.kind,
                url: d.url.clone(),
                title: d.title.clone(),
                category: d.category.clone(),
                weight: d.weight,
            })
            .collect(),
        fields,
        aliases: aliases(lang, docs),
        synonyms: Vec::new(),
        phrases: Vec::new(),
    })
}

/// For every word of the documents whose folded form stems to another term than the word
/// itself (`źródła` -> `zrodl`, but `zrodla` -> `zrodla`): that folded term and the word's own.
/// A reader typing without diacritics then finds every document the word would find.
///
/// Also, for every Polish noun in -iel of the documents ("kąpiel", "pościel", "właściciel"):
/// the term of its form in -ieli, and the noun's own. That form (genitive, dative, locative:
/// "pomoc przy kąpieli") is how a family types the noun after most prepositions, and Snowball
/// strips "-ieli" as the verb ending of "mieli", leaving "kap", which no page about a bath
/// holds. A verb in -iel ("podziel") only gains an alias nobody types.
pub fn aliases(lang: Lang, docs: &[SourceDoc]) -> Vec<(String, Vec<String>)> {
    let analyzer = search_core::analysis::Analyzer::new(lang);
    let mut map: std::collections::BTreeMap<String, std::collections::BTreeSet<String>> =
        Default::default();
    for d in docs {
        for text in [&d.title, &d.headings, &d.body] {
            for word in search_core::analysis::words(text) {
                let Some(term) = analyzer.term(word.text) else {
                    continue;
                };
                let plain =
                    search_core::analysis::fold(&search_core::analysis::lowercase(word.text))
                        .into_owned();
                if let Some(key) = analyzer.term(&plain)
                    && key != term
                {
                    map.entry(key).or_default().insert(term.clone());
                }
                if lang == Lang::Pl
                    && plain.ends_with("iel")
                    && let Some(key) = analyzer.term(&format!("{plain}i"))
                    && key != term
                {
                    map.entry(key).or_default().insert(term);
                }
            }
        }
    }
    map.into_iter()
        .map(|(k, v)| (k, v.into_iter().collect()))
        .collect()
}

/// The documents of one language: articles and pages with copy.
pub fn source_docs(content: &Content, lang: Lang) -> Vec<SourceDoc> {
    let mut docs = Vec::new();
    for a in content.articles.iter().filter(|a| a.lang == lang) {
        let headings: Vec<&str> = a.headings.iter().map(|h| h.text.as_str()).collect();
        let mut body = String::new();
        for part in std::iter::once(&a.excerpt).chain(a.intro.as_ref()) {
            body.push_str(part);
            body.push('\n');
        }
        body.push_str(&a.text);
        docs.push(SourceDoc {
            kind: DocKind::Article,
            url: crate::routes::localize(&format!("/blog/{}", a.slug), lang),
            title: a.title.clone(),
            category: Some(a.category.clone()),
            headings: headings.join("\n"),
            body,
            weight: FULL_WEIGHT,
        });
    }
    // The services with a page of their own (the cards' links): those pages are the services.
    let service_pages: BTreeSet<&str> = content
        .pages
        .iter()
        .filter(|p| p.lang == lang)
        .flat_map(|p| p.plain["services"].as_array().into_iter().flatten())
        .filter_map(|service| service["link"].as_str())
        .collect();
    for p in content.pages.iter().filter(|p| p.lang == lang) {
        let Some(route) = content
            .routes
            .routes
            .iter()
            .find(|r| r.key == p.key && r.lang == lang && r.indexable)
        else {
            continue;
        };
        docs.extend(page_docs(p, &route.path).into_iter().map(|d| SourceDoc {
            weight: route.search_weight,
            kind: if d.kind == DocKind::Page && service_pages.contains(d.url.as_str()) {
                DocKind::Service
            } else {
                d.kind
            },
            ..d
        }));
    }
    docs
}

/// A page's documents: the page itself, and each of its services and questions on its own,
/// so a search for a question lands on the answer (`/faq#<id>`).
fn page_docs(page: &crate::pages::Page, path: &str) -> Vec<SourceDoc> {
    let plain = &page.plain;
    let str_of = |v: &serde_json::Value, k: &str| v[k].as_str().unwrap_or_default().to_owned();
    let headings: Vec<String> = plain["sections"]
        .as_array()
        .into_iter()
        .flatten()
        .chain(plain["faq"].as_array().into_iter().flatten())
        .map(|s| str_of(s, "heading"))
        .collect();
    let mut docs = vec![SourceDoc {
        kind: DocKind::Page,
        url: path.to_owned(),
        title: page.title().to_owned(),
        category: None,
        headings: headings.join("\n"),
        body: page.text(&["faq", "services"]),
        weight: FULL_WEIGHT,
    }];
    // A service with a page of its own is found as that page: its card here would be a
    // second result leading to the same place.
    for service in plain["services"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|service| service["link"].as_str().is_none())
    {
        docs.push(SourceDoc {
            kind: DocKind::Service,
            url: format!("{path}#{}", str_of(service, "key")),
            title: str_of(service, "title"),
            category: None,
            headings: String::new(),
            body: format!(
                "{}\n{}",
                str_of(service, "summary"),
                str_of(service, "body")
            ),
            weight: FULL_WEIGHT,
        });
    }
    for group in plain["faq"].as_array().into_iter().flatten() {
        for item in group["items"].as_array().into_iter().flatten() {
            docs.push(SourceDoc {
                kind: DocKind::Faq,
                url: format!("{path}#{}", str_of(item, "id")),
                title: str_of(item, "question"),
                category: None,
                headings: str_of(group, "heading"),
                body: str_of(item, "answer"),
                weight: FULL_WEIGHT,
            });
        }
    }
    docs
}

/// A language's index and, per document in index order, the text its excerpt is cut from
/// (written as separate files, fetched only for the results shown).
pub struct LangIndex {
    pub file: IndexFile,
    pub texts: Vec<String>,
}

/// Both languages' indexes, with their synonyms; a synonym group that can find nothing in its
/// language's content stops the build at its line.
pub fn build_all(content: &Content) -> anyhow::Result<Vec<LangIndex>> {
    let mut diags = Diagnostics::default();
    let mut out = Vec::new();
    for lang in Lang::ALL {
        let docs = source_docs(content, lang);
        let built = build(lang, &docs)?;
        let mut file = export(lang, &built, &docs)?;
        let vocabulary: BTreeSet<&str> = file
            .fields
            .iter()
            .flat_map(|f| f.terms.iter().map(|t| t.term.as_str()))
            .collect();
        let analyzer = Analyzer::new(lang);
        let texts: Vec<[&str; 3]> = docs
            .iter()
            .map(|d| [d.title.as_str(), d.headings.as_str(), d.body.as_str()])
            .collect();
        let files: Vec<&synonyms::SynonymFile> =
            content.synonyms.iter().filter(|s| s.lang == lang).collect();
        // A phrase occurs where its words stand side by side, a word where it is a term.
        let written = files
            .iter()
            .flat_map(|s| &s.groups)
            .flat_map(|g| std::iter::once(&g.site).chain(&g.also))
            .map(|e| e.key.as_str());
        let standing = phrase_postings(&analyzer, written, &texts);
        let occurs = |key: &str| {
            if key.contains(' ') {
                standing.iter().any(|p| p.key == key)
            } else {
                vocabulary.contains(key)
            }
        };
        let groups: Vec<SynonymGroup> = files
            .iter()
            .flat_map(|s| synonyms::expansion(s, occurs, &mut diags))
            .collect();
        let keys = groups.iter().flat_map(|g| g.site.iter().chain(&g.also));
        let phrases = phrase_postings(&analyzer, keys.map(String::as_str), &texts);
        file.synonyms = groups;
        file.phrases = phrases;
        out.push(LangIndex {
            file,
            texts: docs.into_iter().map(|d| d.body).collect(),
        });
    }
    diags.into_result()?;
    Ok(out)
}
