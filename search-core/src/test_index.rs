//! Small indexes built in memory for this crate's tests, analysed as the indexer analyses the
//! content.

use std::collections::BTreeMap;

use crate::analysis::Analyzer;
use crate::bm25::fieldnorm_to_id;
use crate::phrases::phrase_postings;
use crate::{
    Doc, DocKind, FieldIndex, IndexFile, Lang, Posting, Searcher, SynonymGroup, TermPostings,
};

/// A searcher over documents given as (title, body), with synonym groups given as words, the
/// word the pages use first.
pub fn searcher(lang: Lang, docs: &[(&str, &str)], synonyms: &[&[&str]]) -> Searcher {
    let docs: Vec<[&str; 3]> = docs
        .iter()
        .map(|&(title, body)| [title, "", body])
        .collect();
    searcher_with_headings(lang, &docs, synonyms)
}

/// The same over documents given as [title, headings, body].
pub fn searcher_with_headings(lang: Lang, docs: &[[&str; 3]], synonyms: &[&[&str]]) -> Searcher {
    let analyzer = Analyzer::new(lang);
    let field = |texts: Vec<&str>| {
        let mut terms: BTreeMap<String, Vec<Posting>> = BTreeMap::new();
        let mut norms = Vec::new();
        let mut total = 0u64;
        for (doc, text) in texts.iter().enumerate() {
            let found = analyzer.terms(text);
            total += found.len() as u64;
            norms.push(fieldnorm_to_id(found.len() as u32));
            for term in found {
                let list = terms.entry(term).or_default();
                match list.last_mut() {
                    Some(p) if p.doc == doc as u32 => p.tf += 1,
                    _ => list.push(Posting {
                        doc: doc as u32,
                        tf: 1,
                    }),
                }
            }
        }
        FieldIndex {
            total_tokens: total,
            fieldnorm_ids: norms,
            terms: terms
                .into_iter()
                .map(|(term, postings)| TermPostings { term, postings })
                .collect(),
        }
    };
    let mut file = IndexFile {
        lang,
        docs: docs
            .iter()
            .enumerate()
            .map(|(i, [title, ..])| Doc {
                kind: DocKind::Article,
                url: format!("/{i}"),
                title: title.to_string(),
                category: Some(format!("topic-{i}")),
                weight: crate::format::FULL_WEIGHT,
            })
            .collect(),
        fields: (0..3)
            .map(|f| field(docs.iter().map(|d| d[f]).collect()))
            .collect(),
        aliases: Vec::new(),
        // The first word of a group is the one the pages use.
        synonyms: synonyms
            .iter()
            .map(|g| {
                let mut keys = g.iter().map(|w| analyzer.terms(w).join(" "));
                SynonymGroup {
                    site: keys.next().into_iter().collect(),
                    also: keys.collect(),
                }
            })
            .collect(),
        phrases: Vec::new(),
    };
    let keys: Vec<String> = file
        .synonyms
        .iter()
        .flat_map(|g| g.site.iter().chain(&g.also).cloned())
        .collect();
    file.phrases = phrase_postings(&analyzer, keys.iter().map(String::as_str), docs);
    Searcher::new(&file).expect("a valid index")
}
