//! Relevance on the judged query set, natively and in a second: MRR@5 and success@3 per
//! language and kind of query, as `npm run bench:search` measures them in the browser (the page
//! completes the last word; the first five results count, by path without `#fragment`), and
//! every query whose expected page is not first, and how many pages in the first five nobody
//! judged yet. For trying a change to analysis or ranking
//! before the browser benchmark; run it after `scripts/build.sh` with
//!
//! ```sh
//! cargo run --release -p search-core --example relevance
//! cargo run --release -p search-core --example relevance -- --queries pwa/scripts/search-queries.held-out.json
//! cargo run --release -p search-core --example relevance -- --queries pwa/scripts/search-queries.held-out-2.json
//! ```

use std::collections::BTreeMap;

use search_core::Searcher;

mod judged;

fn main() {
    let queries = judged::queries();
    let options = judged::as_typed();
    let verbose = std::env::args().any(|a| a == "-v");
    for lang in ["en", "pl"] {
        let bytes = judged::index_bytes(lang);
        let searcher = Searcher::from_bytes(&bytes).expect("a valid index");
        // Kind -> (queries, sum of reciprocal ranks, successes at 3, with no result).
        let mut by_kind: BTreeMap<String, (usize, f64, usize, usize)> = BTreeMap::new();
        // Pages in the first five nobody judged: they count as not relevant until judged
        // (pwa/scripts/search-judging.md).
        let mut unjudged = 0;
        for q in queries.iter().filter(|q| q["lang"] == lang) {
            let text = q["query"].as_str().unwrap_or_default();
            let kind = q["kind"].as_str().unwrap_or_default().to_owned();
            let expected: Vec<&str> = q["expected"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|e| e.as_str())
                .collect();
            let judged: Vec<&str> = q["not_relevant"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|e| e.as_str())
                .chain(expected.iter().copied())
                .collect();
            let results = searcher.search(text, &options);
            let top: Vec<&str> = results
                .hits
                .iter()
                .take(5)
                .map(|h| h.url.split('#').next().unwrap_or_default())
                .collect();
            let rank = top.iter().position(|p| expected.contains(p)).map(|i| i + 1);
            // A page may come twice in the first five (two of its answers), not always in a row.
            let new: std::collections::BTreeSet<&str> = top
                .iter()
                .copied()
                .filter(|p| !judged.contains(p))
                .collect();
            if !new.is_empty() {
                unjudged += new.len();
                if verbose {
                    println!(
                        "{lang} unjudged in the first five for \"{text}\": {}",
                        Vec::from_iter(new.iter().copied()).join(" ")
                    );
                }
            }
            let entry = by_kind.entry(kind.clone()).or_default();
            entry.0 += 1;
            entry.1 += rank.map_or(0.0, |r| 1.0 / r as f64);
            entry.2 += usize::from(rank.is_some_and(|r| r <= 3));
            entry.3 += usize::from(results.total == 0);
            if rank != Some(1) && (verbose || rank.is_none_or(|r| r > 3)) {
                println!(
                    "{lang} {kind} rank {}: \"{text}\" -> {}",
                    rank.map_or("-".into(), |r| r.to_string()),
                    top.join(" ")
                );
            }
        }
        let all = by_kind.values().fold((0, 0.0, 0, 0), |a, k| {
            (a.0 + k.0, a.1 + k.1, a.2 + k.2, a.3 + k.3)
        });
        println!(
            "{lang}: MRR@5 {:.3}, success@3 {:.1}%, no results {} ({} queries), unjudged pages in the first five {unjudged}",
            all.1 / all.0 as f64,
            100.0 * all.2 as f64 / all.0 as f64,
            all.3,
            all.0
        );
        for (kind, (n, rr, s3, zero)) in &by_kind {
            println!(
                "  {kind}: MRR@5 {:.2}, success@3 {s3}/{n}, no results {zero}",
                rr / *n as f64
            );
        }
    }
}
