// The JSON the site's REST routes answer with, by `METHOD /path` as Fastify declares them. The API's
// handlers are typed with these and the web tests' fake answers with them, so a change of a route's
// shape on either side fails the other's typecheck (tRPC's procedures are typed from the router).
import type { ApplicationResult } from './careers.ts';
import type {
  ConversationList,
  ImageUploadResult,
  PdfUploadResult,
  ResumeUploadResult,
} from './entities.ts';
import type { ChatResponse } from './requests.ts';

/** Every REST refusal: a code, a message safe to show and, for a refused input, its problems by field. */
export interface ApiErrorBody {
  error: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

export interface RestRoutes {
  'POST /api/conversations/message': { answer: ChatResponse; refusal: ApiErrorBody };
  /** Its refusals have its answer's shape too (`success: false`), as its callers read. */
  'POST /api/upload-pdf': { answer: PdfUploadResult; refusal: ApiErrorBody & { success: false } };
  'POST /api/upload-resume': { answer: ResumeUploadResult; refusal: ApiErrorBody };
  'POST /api/careers/:slug/apply': { answer: ApplicationResult; refusal: ApiErrorBody };
  'POST /api/upload-case-study-image': { answer: ImageUploadResult; refusal: ApiErrorBody };
  'GET /api/admin/conversations': { answer: ConversationList; refusal: ApiErrorBody };
}

export type RestRoute = keyof RestRoutes;
export type RestAnswer<R extends RestRoute> = RestRoutes[R]['answer'];
export type RestRefusal<R extends RestRoute> = RestRoutes[R]['refusal'];
