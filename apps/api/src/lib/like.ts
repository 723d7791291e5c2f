/** A LIKE / ILIKE pattern matching values that contain the text, its wildcards (% _ \) taken literally. */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A LIKE pattern matching values that start with the text (index-friendly), its wildcards taken literally. */
export const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
