//! Keystroke benchmark: every prefix of every query of the judged query set, as a reader types
//! it (completion of the last word on), against the built indexes. Prints p50, p95 and the
//! slowest per language. A benchmark, not a test: run it after `scripts/build.sh` with
//!
//! ```sh
//! cargo run --release -p search-core --example keystrokes
//! ```

use std::time::Instant;

use search_core::Searcher;

mod judged;

fn main() {
    let queries = judged::queries();
    let options = judged::as_typed();
    for lang in ["en", "pl"] {
        let bytes = judged::index_bytes(lang);
        let started = Instant::now();
        let searcher = Searcher::from_bytes(&bytes).expect("a valid index");
        let load = started.elapsed();
        let typed: Vec<String> = queries
            .iter()
            .filter(|q| q["lang"] == lang)
            .filter_map(|q| q["query"].as_str())
            .flat_map(|q| {
                q.char_indices()
                    .map(|(i, c)| q[..i + c.len_utf8()].to_owned())
                    .collect::<Vec<_>>()
            })
            .collect();
        // Warm up once, then time each keystroke over several rounds.
        for q in &typed {
            searcher.search(q, &options);
        }
        let mut micros: Vec<f64> = Vec::new();
        for _ in 0..5 {
            for q in &typed {
                let t = Instant::now();
                std::hint::black_box(searcher.search(q, &options));
                micros.push(t.elapsed().as_secs_f64() * 1e6);
            }
        }
        micros.sort_by(f64::total_cmp);
        let at = |p: f64| micros[((micros.len() - 1) as f64 * p).round() as usize];
        println!(
            "{lang}: {} keystrokes x 5 rounds; p50 {:.0} µs, p95 {:.0} µs, slowest {:.0} µs; index load {:.1} ms",
            typed.len(),
            at(0.5),
            at(0.95),
            micros[micros.len() - 1],
            load.as_secs_f64() * 1e3
        );
    }
}
