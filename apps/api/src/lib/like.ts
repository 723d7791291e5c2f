/** A LIKE / ILIKE pattern matching values that contain the text, its wildcards (% _ \) taken literally. */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
