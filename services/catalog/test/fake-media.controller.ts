import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MediaPatterns, type OwnedFilesResponse } from '@thindi/contracts';

/**
 * Plays the media service in catalog tests: a seller owns the image keys under `product-images/<its id>-`, a
 * shopper the review photos under `review-photos/<their id>-`.
 */
@Controller()
export class FakeMediaController {
  @MessagePattern(MediaPatterns.claimFiles)
  claim(@Payload() payload: { principal: { id: string }; input: { keys: string[] } }): OwnedFilesResponse {
    const { id } = payload.principal;
    const prefixes = [`product-images/${id}-`, `review-photos/${id}-`];
    return { owned: payload.input.keys.filter((key) => prefixes.some((prefix) => key.startsWith(prefix))) };
  }
}
