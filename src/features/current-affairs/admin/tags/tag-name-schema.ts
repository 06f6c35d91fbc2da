// The tag name form rules (add and rename): the same rules the server checks, with the messages
// staff see.
import * as v from "valibot";
import { cleanTagName, findSameTag, TAG_EXISTS, TAG_NAME_MAX } from "./tag-name";

export const TAG_NAME_REQUIRED = "Type a tag name first.";
export const TAG_NAME_TOO_LONG = `A tag name can have at most ${TAG_NAME_MAX} characters.`;

export interface TagNameValues {
  name: string;
}

/** A cleaned name that is not blank, not too long and not another tag's name (`exceptId`: the tag being renamed). */
export function tagNameSchema(
  tags: readonly { id: string; name: string }[],
  exceptId?: string,
): v.GenericSchema<TagNameValues, TagNameValues> {
  return v.object({
    name: v.pipe(
      v.string(),
      v.transform(cleanTagName),
      v.nonEmpty(TAG_NAME_REQUIRED),
      v.maxLength(TAG_NAME_MAX, TAG_NAME_TOO_LONG),
      v.check((name) => !findSameTag(tags, name, exceptId), TAG_EXISTS),
    ),
  });
}
