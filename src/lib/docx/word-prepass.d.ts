export function equationText(omml: string): string;
export function prepareWordXml(xml: string): { xml: string; equations: number; fields: number; ruby: number };
