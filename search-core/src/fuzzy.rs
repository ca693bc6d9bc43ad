//! Typo tolerance: a bounded edit distance between a typed term and the index's terms.

/// How many edits a typed term of this length may be away from an index term: none for very
/// short words (too many false friends), one for most, two for long ones.
pub fn max_edits(term_chars: usize) -> usize {
    match term_chars {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// Damerau-Levenshtein (optimal string alignment) distance, or `None` when it exceeds `max`.
/// A swap of two neighbouring letters counts as one edit, as typing mistakes usually are.
pub fn distance_within(a: &str, b: &str, max: usize) -> Option<usize> {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    if a.len().abs_diff(b.len()) > max {
        return None;
    }
    let width = b.len() + 1;
    let mut prev2 = vec![0usize; width];
    let mut prev: Vec<usize> = (0..width).collect();
    let mut cur = vec![0usize; width];
    for i in 1..=a.len() {
        cur[0] = i;
        let mut row_min = cur[0];
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(prev2[j - 2] + 1);
            }
            cur[j] = d;
            row_min = row_min.min(d);
        }
        if row_min > max {
            return None;
        }
        std::mem::swap(&mut prev2, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    let d = prev[b.len()];
    (d <= max).then_some(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_wrong_letter_is_one_edit() {
        assert_eq!(distance_within("demensia", "dementia", 2), Some(1));
    }

    #[test]
    fn swapped_neighbours_are_one_edit() {
        assert_eq!(distance_within("caer", "care", 1), Some(1));
    }

    #[test]
    fn too_far_is_none() {
        assert_eq!(distance_within("respite", "dementia", 2), None);
        assert_eq!(distance_within("a", "abcd", 2), None);
    }

    #[test]
    fn short_words_get_no_edits() {
        assert_eq!(max_edits(3), 0);
        assert_eq!(max_edits(5), 1);
        assert_eq!(max_edits(8), 2);
    }
}
