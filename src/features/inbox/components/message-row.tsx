import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { telHref } from "@/lib/phone";
import type { Message } from "@/types/pocketbase";
import { isoOf, receivedAt } from "../format";
import { mailtoHref, replySubject, whatsappHref } from "../reply-links";

interface Props {
  message: Message;
  institute: string;
  busy: boolean;
  onHandled: (message: Message, handled: boolean) => void;
}

/** One contact-form message, shown as the text typed (line breaks kept, never as HTML). */
export function MessageRow({ message, institute, busy, onHandled }: Props) {
  const greeting = `Dear ${message.name},\n\n`;
  const whatsapp = message.phone ? whatsappHref(message.phone, `Hello ${message.name}, `) : null;
  return (
    <li className="px-4 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-slate-900">{message.name}</span>
        {message.handled ? <Badge tone="success">Handled</Badge> : <Badge tone="warning">Not handled</Badge>}
      </div>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
        <span className="break-all">{message.email}</span>
        {message.phone ? (
          <a href={telHref(message.phone)} className="text-brand-800 font-medium underline">
            {message.phone}
          </a>
        ) : null}
        <time dateTime={isoOf(message.created)} className="text-slate-600">
          {receivedAt(message.created)}
        </time>
      </p>
      <p className="mt-2 break-words whitespace-pre-wrap text-slate-900">{message.message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={mailtoHref(message.email, replySubject(institute), greeting)}
          className={buttonClass("secondary", "sm")}
        >
          Reply by e-mail<span className="sr-only"> to {message.name}</span>
        </a>
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("secondary", "sm")}
          >
            WhatsApp<span className="sr-only"> {message.name}</span>
          </a>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onHandled(message, !message.handled)}
        >
          {message.handled ? "Mark unhandled" : "Mark handled"}
          <span className="sr-only"> (message from {message.name})</span>
        </Button>
      </div>
    </li>
  );
}
